// The pattern of institutions named kind first in another language (institution_first.cpp).
#pragma once
#include <string>

namespace synsema::redact {

// "Ysbyty Cwm Tywi", "Centro Medico Porta Venezia", "Hôpital Saint-Louis", "Toko Kain Saiyo": the kind's word
// or words, then the name (one to five capitalised words, particles between).
std::string institution_first_pattern();

}  // namespace synsema::redact
