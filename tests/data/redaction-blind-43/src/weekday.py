#!/usr/bin/env python3
"""Print the weekday of each date given as YYYY-MM-DD (used while writing the records)."""
import datetime, sys
for a in sys.argv[1:]:
    print(a, datetime.date.fromisoformat(a).strftime('%A'))
