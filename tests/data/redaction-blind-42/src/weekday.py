"""Helper: print the weekday of each YYYY-MM-DD given (to check the weekdays written in the records)."""
import datetime, sys
for a in sys.argv[1:]:
    print(a, datetime.date.fromisoformat(a).strftime('%A'))
