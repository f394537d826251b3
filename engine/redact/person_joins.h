// Joins and extensions of the PERSON spans, run on a document's merged spans (sorted and disjoint),
// after every recognizer and the propagation across the set (detector.cpp, step 2).
#pragma once
#include <string_view>
#include <vector>

#include "lexicon.h"
#include "recognizers.h"

namespace synsema::redact {

// "'Mathabo", "Dr 'Ofa": a leading apostrophe or ʻokina, and a title before it, join the name.
void take_leading_apostrophes(std::string_view text, const Lexicon& lex, Spans& spans);

// A quoted nickname, a generational suffix ("Jr.", "III"), and two spans of one name: joined by blanks,
// a nickname, "née", initials, or "HODGE, Kareem" (a surname in capitals, then the given names).
void join_adjacent_persons(std::string_view text, const Lexicon& lex, Spans& spans);

// A police rank, or a title of address that no name list holds, right before a name the rules found:
// "PCSO Hannah Lister", "PSI Sunita Gaikwad", "is-Sur Mario Vella". Only before a name already found:
// "PO" alone is also "by mouth", "PC" a computer. Also a title of address abbreviated with its dot, in lower
// case or after an elided article: "ing. Duri Pedrun", "dell'avv. Giovanoli".
void take_ranks_before(std::string_view text, const Lexicon& lex, Spans& spans);

// A Turkic patronymic after a name found: "Hüseynova Aytən Rəşad qızı", "Karimov Jasur Baxtiyor o'g'li",
// "Серікқызы" spelled apart ("Серік қызы"), with the case endings a sentence gives them ("oğlunun", "qızından").
void take_patronymics_after(std::string_view text, Spans& spans);

// "Mwaramutse Pacifique", "Adishatz Clarisse": at a chat message's start, a word no name list has before
// the first name of one of the chat's senders is a greeting, not the name's first part (person_greetings.cpp).
void trim_greetings_before_senders(std::string_view text, const std::vector<Token>& tokens, Spans& spans);

// "Pop Matei", "Kovács János": a surname of the name lists before a sure name, outside English records.
void extend_by_surname_before(std::string_view text, const std::vector<Token>& tokens, Language language, Spans& spans);

// "case manager Jarrah Nguyen", "spoke with Ruby Tran": a capitalised word right before a surname the
// rules found alone, inside a sentence, is its given name, even where the word is also a word of the
// language ("jarrah" is a timber). Not a title, a place, a month, an organisation's or a street's word.
void extend_by_given_before(std::string_view text, const std::vector<Token>& tokens, Spans& spans);

// "Mr Quang Do (ONCALL)", "Kim-Linh Do.": a two-letter surname of the lists that is also a word of the
// language, after a name that ends in a listed given name, where the clause ends after it.
void extend_by_short_surname_after(std::string_view text, const std::vector<Token>& tokens, Spans& spans);
// "Mdm Koh Siew Ling, Grace (spouse)": the English given name Singapore, Malaysia and Hong Kong write after
// a Chinese name of three words, a comma between, where the name's part of the line ends after it.
void extend_by_english_name_after(std::string_view text, const std::vector<Token>& tokens, Spans& spans);

}  // namespace synsema::redact
