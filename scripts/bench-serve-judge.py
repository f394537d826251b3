#!/usr/bin/env python3
"""Judge throughput through `synsema-cli serve --stdio` (issue #23, docs/performance.md).

For each model file: documents of ~300 tokens (random clinical-note words,
fixed seed, sized with the model's own tokenizer), judged with a 3-label
preset (triage-urgency) one after another. Each run is a fresh server
process, so its first request pays the start-up, the model load and the
whole prompt; the next ones reuse the loaded model and the preset's cached
instruction. Prints, per file, medians over the runs of:
  load            process start to the "ready" line
  first request   process start to the first judge answer (what a one-shot
                  command costs per document)
  first judge     the first judge request alone (sent after "ready")
  next request    each later document's round trip (median over the run)
  docs/min        60 / next request
and the tokens evaluated per request (prefix reuse).

  scripts/bench-serve-judge.py --cli build-perf/app/synsema-cli [--docs 8] [--runs 3] [--threads 2] MODEL.gguf...
"""
import argparse, json, os, random, statistics, subprocess, sys, time

WORDS = ("patient reports chest pain since yesterday evening with shortness of breath and mild fever "
         "blood pressure stable medication refill requested follow up appointment next week nausea "
         "dizziness after new prescription lab results pending wound dressing changed daily swelling "
         "ankle improving sleep poor appetite normal daughter called about confusion this morning").split()


class Server:
    def __init__(self, cli, model, threads):
        self.t0 = time.monotonic()
        self.p = subprocess.Popen([cli, "serve", "--stdio", "--model", model, "--threads", str(threads)],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        ready = json.loads(self.p.stdout.readline())
        assert ready.get("op") == "ready", ready
        self.ready_s = time.monotonic() - self.t0
        self.n = 0

    def call(self, op, **fields):
        self.n += 1
        self.p.stdin.write(json.dumps({"id": self.n, "op": op, **fields}) + "\n")
        self.p.stdin.flush()
        reply = json.loads(self.p.stdout.readline())
        assert reply["id"] == self.n and reply["ok"], reply
        return reply["result"]

    def close(self):
        self.call("shutdown")
        self.p.wait(60)


def documents(cli, model, count, tokens, threads):
    """`count` texts of about `tokens` tokens each (at least, by the model's tokenizer)."""
    rng = random.Random(23)
    s = Server(cli, model, threads)
    docs = []
    for _ in range(count):
        words, n = [], 0
        while n < tokens:
            words += rng.sample(WORDS, 1 if n > tokens - 20 else 8)
            text = " ".join(words) + "."
            n = len(s.call("tokenize", text=text)["ids"])
        docs.append((text, n))
    s.close()
    return docs


def one_run(cli, model, docs, preset, threads):
    s = Server(cli, model, threads)
    t = time.monotonic()
    first = s.call("judge", preset=preset, text=docs[0][0])
    first_judge = time.monotonic() - t
    first_request = time.monotonic() - s.t0
    nexts, evaluated = [], [first["evaluated_tokens"]]
    for text, _ in docs[1:]:
        t = time.monotonic()
        r = s.call("judge", preset=preset, text=text)
        nexts.append(time.monotonic() - t)
        evaluated.append(r["evaluated_tokens"])
    s.close()
    return {"load": s.ready_s, "first_request": first_request, "first_judge": first_judge,
            "next": statistics.median(nexts), "next_min": min(nexts), "next_max": max(nexts),
            "prompt_tokens": first["document"]["prompt_tokens"], "evaluated": evaluated}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--docs", type=int, default=8)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--tokens", type=int, default=300)
    ap.add_argument("--preset", default="triage-urgency")
    ap.add_argument("models", nargs="+")
    a = ap.parse_args()
    print(f"# {time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}; load average {os.getloadavg()}")
    for model in a.models:
        docs = documents(a.cli, model, a.docs, a.tokens, a.threads)
        runs = [one_run(a.cli, model, docs, a.preset, a.threads) for _ in range(a.runs)]
        med = lambda k: statistics.median(r[k] for r in runs)
        print(f"{os.path.basename(model)}: documents {a.docs} x {statistics.median(n for _, n in docs)} tokens, "
              f"prompt {runs[0]['prompt_tokens']} tokens, {a.runs} runs, {a.threads} threads")
        per_run = ", ".join("%.2f" % r["next"] for r in runs)
        print(f"  load {med('load'):.2f} s | first request {med('first_request'):.2f} s "
              f"(first judge {med('first_judge'):.2f} s) | next request {med('next'):.2f} s "
              f"(runs' medians {per_run}) | {60 / med('next'):.1f} docs/min")
        print(f"  tokens evaluated per request (last run): {runs[-1]['evaluated']}")
        sys.stdout.flush()
    print(f"# done {time.strftime('%H:%M:%S UTC', time.gmtime())}; load average {os.getloadavg()}")


if __name__ == "__main__":
    main()
