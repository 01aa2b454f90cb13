#!/usr/bin/env python3
"""Builds the unit-frequency corpus (this folder's *.txt) from the access-log sample beside it and from files that a
Debian 12 machine with the .NET 10 SDK, Vim 9.0, Python 3.11 and a Rust toolchain holds. README.md names every source
and its licence.

Usage: gather.py OUT
Each kind of text is one file of about PIECE_CHARS characters per source, so every kind weighs the same in the table
(the generator averages the units' shares over the files). The same machine gives the same files on every run.
"""
import glob
import os
import sys
import xml.etree.ElementTree as ET

PIECE_CHARS = 4_000
SDK = sorted(glob.glob("/usr/share/dotnet/sdk/10.*"))[-1]
REF = sorted(glob.glob("/usr/share/dotnet/packs/Microsoft.NETCore.App.Ref/10.*/ref/net10.0"))[-1]
VIM = "/usr/share/vim/vim90"


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def piece(text, chars=PIECE_CHARS, skip=0):
    """Whole lines of about `chars` characters, from the first line that starts at or after `skip`."""
    start = text.find("\n", skip - 1) + 1 if skip > 0 else 0
    cut = text[start:start + chars]
    return cut[: cut.rfind("\n") + 1] if "\n" in cut else cut


def vim_tutor(lang):
    return piece(read(f"{VIM}/tutor/tutor.{lang}" if lang else f"{VIM}/tutor/tutor.utf-8"), skip=1_500)


def xml_doc_summaries(path):
    """The English sentences of a reference assembly's documentation: the text of its <summary> elements."""
    texts = []
    for member in ET.parse(path).getroot().iter("summary"):
        text = " ".join("".join(member.itertext()).split())
        if text:
            texts.append(text + "\n")
    return "".join(texts)


def write(out, name, pieces):
    text = "".join(pieces)
    with open(os.path.join(out, name), "w", encoding="utf-8", newline="") as f:
        f.write(text)
    print(f"{name}: {len(text)} chars")


def main(out):
    write(out, "prose-english.txt", [
        vim_tutor(None),
        piece(read("/usr/share/common-licenses/GPL-3"), skip=2_000),
        piece(read("/usr/share/common-licenses/Apache-2.0"), skip=1_000),
        piece(xml_doc_summaries(f"{REF}/System.Runtime.xml"), skip=40_000),
        piece(xml_doc_summaries(f"{REF}/System.Collections.xml"), skip=4_000),
        piece(read(f"{VIM}/doc/usr_02.txt"), skip=2_000),
    ])
    latin = ["de", "es", "fr", "it", "pl", "pt", "cs", "tr", "nl", "sv", "hu", "vi"]
    write(out, "prose-latin-script.txt", [piece(vim_tutor(f"{l}.utf-8"), 2_000) for l in latin])
    write(out, "prose-cyrillic-greek.txt", [piece(vim_tutor(f"{l}.utf-8"), 4_800) for l in ["ru", "uk", "bg", "sr", "el"]])
    write(out, "prose-cjk.txt", [piece(vim_tutor(f"{l}.utf-8"), 6_000) for l in ["ja", "ko", "zh_cn", "zh_tw"]])
    write(out, "code.txt", [
        piece(read("/usr/lib/python3.11/email/_header_value_parser.py"), skip=20_000),
        piece(read("/usr/lib/python3.11/asyncio/base_events.py"), skip=20_000),
        piece(read("/usr/include/stdlib.h"), skip=10_000),
        piece(read("/usr/include/x86_64-linux-gnu/sys/socket.h"), skip=4_000),
        piece(read(glob.glob("/root/.nuget/packages/xunit.v3.core.mtp-v1/*/_content/DefaultRunnerReporters.cs")[0])),
        piece(read(glob.glob("/root/.rustup/toolchains/*/share/doc/rust/html/rustdoc/searcher-*.js")[0]), skip=4_000),
        piece(read(f"{VIM}/autoload/dist/ft.vim"), skip=4_000),
        piece(read("/usr/share/perl5/Debconf/Config.pm"), skip=2_000),
    ])
    write(out, "logs.txt", [
        piece(read("/var/log/dpkg.log"), 6_000, skip=100_000),
        piece(read("/var/log/apt/history.log"), 6_000, skip=10_000),
        piece(read("/var/log/alternatives.log"), 4_000),
        read(os.path.join(os.path.dirname(os.path.abspath(__file__)), "apache-access-sample.log")),
    ])
    write(out, "markup.txt", [
        piece(read(f"{REF}/System.Text.RegularExpressions.xml"), 6_000, skip=20_000),
        piece(read(f"{SDK}/Microsoft.Common.CurrentVersion.targets"), 6_000, skip=60_000),
        piece(read("/usr/share/doc/libffi8/html/Introduction.html"), 6_000),
        piece(read("/usr/share/doc/base-passwd/users-and-groups.html"), 6_000, skip=4_000),
    ])
    write(out, "data.txt", [
        piece(read(f"{SDK}/dotnet.deps.json"), 6_000, skip=6_000),
        piece(read("/usr/share/zoneinfo/zone1970.tab"), 6_000, skip=1_500),
        piece(read("/usr/share/distro-info/ubuntu.csv"), 6_000),
        piece(read("/usr/share/zoneinfo/iso3166.tab"), 6_000, skip=800),
    ])


if __name__ == "__main__":
    main(sys.argv[1])
