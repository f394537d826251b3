#!/usr/bin/env python3
"""Complete made-up identifiers with the set's checks (argument pairs KIND PARTIAL, ? = check character)."""
import os, sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
import checks
a = sys.argv[1:]
for k, p in zip(a[::2], a[1::2]):
    print(k, p, '->', checks._complete(k, p))
