"""Identifier helpers every blind set's author uses while writing its records, one copy here (each set's
src/gen_ids.py and src/list_kinds.py call these with their own folder and the set they build on).

gen_ids(set_dir, argv): complete or test identifiers with the set's CHECKS (its checks.py, which loads the
previous set's by path) and validators; prints only the values typed.  KIND=VALUE tests a value;
KIND=PARTIAL with one ? tries every digit and capital letter there; iban=CC00BBAN fills in the IBAN check
digits; birth:KIND=VALUE prints what BIRTH decodes.

list_kinds(set_dir, previous): print the kind names of the previous set's CHECKS (loaded by path) and of its
BIRTH decoders.

Run directly, a set needs no wrapper of its own:  ids.py gen SET_DIR KIND=VALUE...   ids.py kinds SET_DIR PREVIOUS"""
import os, string, sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import validators as v


def gen_ids(set_dir, argv):
    sys.path.insert(0, set_dir)
    import checks
    C = checks.CHECKS
    for kind, part in [a.split('=', 1) for a in argv]:
        if kind == 'iban':
            print(kind, v.iban_complete(part[:2], part[4:])); continue
        if kind.startswith('birth:'):
            print(kind, repr(part), checks.BIRTH[kind[6:]](part)); continue
        if '?' not in part:
            print(kind, repr(part), C[kind](part)); continue
        print(kind, [part.replace('?', c) for c in string.digits + string.ascii_uppercase if C[kind](part.replace('?', c))])


def list_kinds(set_dir, previous):
    prev = v.load_checks(set_dir, previous)
    print(len(prev.CHECKS), 'kinds;', len(prev.BIRTH), 'birth decoders')
    print(' '.join(sorted(prev.CHECKS)))
    print('BIRTH:', ' '.join(sorted(prev.BIRTH)))


if __name__ == '__main__':
    if len(sys.argv) < 3 or sys.argv[1] not in ('gen', 'kinds') or (sys.argv[1] == 'kinds' and len(sys.argv) != 4):
        sys.exit('usage: ids.py gen SET_DIR KIND=VALUE... | ids.py kinds SET_DIR PREVIOUS')
    if sys.argv[1] == 'gen':
        gen_ids(os.path.abspath(sys.argv[2]), sys.argv[3:])
    else:
        list_kinds(os.path.abspath(sys.argv[2]), sys.argv[3])
