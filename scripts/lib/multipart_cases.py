"""Generates multipart/mixed bodies from a small grammar (RFC 2046 edges: preambles, epilogues,
transport padding, CRLF and LF line ends, empty parts, delimiters followed at once by another
delimiter or the close delimiter, boundary lookalikes, bodies without a final line end) and
reads each with Python's `email` parser, the reference for Courier's MultipartMixedParser.

    python3 scripts/lib/multipart_cases.py --seed 1 --count 300 > cases.json

Output: a JSON array of {"boundary", "body" (base64), "parts": [{"fields": ["Name: value"],
"body" (base64)}]}. Parts with neither header fields nor body are left out (they carry nothing).
Bodies for which `email` reports a defect are skipped. Not generated: a delimiter followed at
once by another delimiter or the close delimiter (Strawberry's ending), where `email` reads the
second line as the start of the part and misses the end (it has the bug Courier's parser had):
MultipartMixedParserEdgeCaseTests covers that edge instead."""

from __future__ import annotations

import argparse
import base64
import email.parser
import email.policy
import json
import random

BOUNDARIES = ["graphql", "-", "b", "courier-7f3a", "=_Part_0"]
FIELDS = [("Content-Type", "application/json; charset=utf-8"), ("Content-Length", "17"),
          ("X-Label", "a: b"), ("content-type", "text/plain")]
TEXT = ["{}", '{"payload":{"data":{"count":1}}}', '{"hasNext":false}', "plain text", "", "  indented",
        "trailing space ", "a: not a header", "{", "--", "---"]


def lookalikes(boundary: str) -> list[str]:
    return [f"--{boundary}x", f"x--{boundary}", f"--{boundary} text", f"--{boundary}-", f"-{boundary}"]


def body_line(rng: random.Random, boundary: str) -> str:
    """A line that is not a delimiter line (with boundary "-", the text "---" would be one)."""
    return rng.choice([t for t in TEXT if not t.startswith(f"--{boundary}")] + lookalikes(boundary))


def generate(rng: random.Random) -> tuple[str, bytes]:
    boundary = rng.choice(BOUNDARIES)
    mixed = rng.random() < 0.2
    fixed_eol = rng.choice(["\r\n", "\n"])

    def eol() -> str:
        return rng.choice(["\r\n", "\n"]) if mixed else fixed_eol

    def padding() -> str:
        return rng.choice(["", "", "", " ", "\t", " \t "])

    out = []
    kind = rng.random()
    if kind < 0.3:
        out.append("".join(body_line(rng, boundary) + eol() for _ in range(rng.randint(1, 3))))
    elif kind < 0.5:
        out.append(eol())
    for _ in range(rng.randint(1, 4)):
        out.append(f"--{boundary}{padding()}{eol()}")
        fields = rng.sample(FIELDS, rng.randint(0, 3))
        out.append("".join(f"{name}: {value}{eol()}" for name, value in fields))
        out.append(eol())
        out.append("".join(body_line(rng, boundary) + eol() for _ in range(rng.randint(0, 3))))
    out.append(f"--{boundary}--{padding()}")
    ending = rng.random()
    if ending < 0.6:
        out.append(eol())
    if ending < 0.3:
        out.append("".join(body_line(rng, boundary) + eol() for _ in range(rng.randint(1, 2))))
    return boundary, "".join(out).encode()


def reference_parts(boundary: str, body: bytes):
    """The parts `email` reads, or None when it reports a defect."""
    header = f'Content-Type: multipart/mixed; boundary="{boundary}"\r\n\r\n'.encode()
    message = email.parser.BytesParser(policy=email.policy.compat32).parsebytes(header + body)
    if message.defects or not message.is_multipart():
        return None
    parts = []
    for part in message.get_payload():
        if part.defects:
            return None
        payload = part.get_payload(decode=True) or b""
        fields = [f"{name}: {value}" for name, value in part.items()]
        if fields or payload:
            parts.append({"fields": fields, "body": base64.b64encode(payload).decode()})
    return parts


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=300)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = []
    while len(cases) < args.count:
        boundary, body = generate(rng)
        parts = reference_parts(boundary, body)
        if parts is not None:
            cases.append({"boundary": boundary, "body": base64.b64encode(body).decode(), "parts": parts})
    print(json.dumps(cases, separators=(",", ":")))


if __name__ == "__main__":
    main()
