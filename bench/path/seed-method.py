"""A peer client for the fidelity benchmark: the method of the seed documents' Python scripts.

As bench_llm.py and bench.py there write it: `requests.post(..., stream=True, timeout=120)` (the
module-level call, so every request opens its own connection), `iter_lines(decode_unicode=True)`,
lines starting `data:` parsed with json.loads until `[DONE]`, `time.perf_counter()` stamped
before the post and at every chunk whose delta has content (TTFT = first - start, the gaps
between content chunks kept as ITL), and a `ThreadPoolExecutor(max_workers=concurrency)`
running the requests: a closed loop of `concurrency` threads. Two changes, both needed here:
every request carries `x-request-id`, so the benchmark can pair it with the server's log; and
`choices` is read as the third seed script reads it (`chunk.get("choices") or []`), since the
ground-truth server always ends with a usage chunk whose `choices` is empty, on which the first
two scripts' `["choices"][0]` would raise.

Argument 1: the load as JSON (baseUrl, concurrency, requests, maxTokens, idPrefix).
Prints one JSON array of traces (id, ok, ttftMs, itlMs, error) on stdout.
"""
import json
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed

import requests

SHAPE = json.loads(sys.argv[1])
URL = SHAPE["baseUrl"].rstrip("/") + "/chat/completions"


def one_request(request_id):
    headers = {
        "Authorization": "Bearer ground-truth",
        "Content-Type": "application/json",
        "x-request-id": request_id,
    }
    payload = {
        "model": "ground-truth",
        "messages": [{"role": "user", "content": "Count to a hundred."}],
        "max_tokens": SHAPE["maxTokens"],
        "temperature": 0.7,
        "stream": True,
    }
    start = time.perf_counter()
    token_times = []
    try:
        with requests.post(URL, headers=headers, json=payload, stream=True, timeout=120) as resp:
            resp.raise_for_status()
            for line in resp.iter_lines(decode_unicode=True):
                if not line or not line.startswith("data:"):
                    continue
                data = line[5:].strip()
                if data == "[DONE]":
                    break
                try:
                    chunk = json.loads(data)
                except json.JSONDecodeError:
                    continue
                choices = chunk.get("choices") or []
                if choices and choices[0].get("delta", {}).get("content"):
                    token_times.append(time.perf_counter())
    except Exception as err:  # noqa: BLE001 - a failed request is reported, not raised
        return {"id": request_id, "ok": False, "ttftMs": None, "itlMs": [], "error": str(err)}
    ttft = (token_times[0] - start) * 1000 if token_times else None
    itl = [(token_times[i] - token_times[i - 1]) * 1000 for i in range(1, len(token_times))]
    return {"id": request_id, "ok": True, "ttftMs": ttft, "itlMs": itl}


def main():
    results = []
    with ThreadPoolExecutor(max_workers=SHAPE["concurrency"]) as ex:
        futures = [ex.submit(one_request, f"{SHAPE['idPrefix']}-{i}") for i in range(SHAPE["requests"])]
        for fut in as_completed(futures):
            results.append(fut.result())
    sys.stdout.write(json.dumps(results))


if __name__ == "__main__":
    main()
