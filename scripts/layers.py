#!/usr/bin/env python3
"""Checks that each module of src/ uses only modules of its own layer or the layers below it.

The layers are in ARCHITECTURE.md, in its ```layers block; this script holds no list of its own.
It fails when a module uses a higher layer, and when a module of src/ is in no layer. There are no
exceptions.

A use is any `crate::name` path in code (comments are skipped), with `use crate::{a, b::c}`
groups expanded; a name the crate root re-exports counts as a use of the module it comes from.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def block(text, tag):
    m = re.search(r"```" + tag + r"\n(.*?)```", text, re.S)
    if not m:
        sys.exit(f"ARCHITECTURE.md has no ```{tag} block")
    return [l for l in m.group(1).splitlines() if l.strip()]


def code_of(path):
    lines = []
    for line in open(path, encoding="utf-8"):
        s = line.lstrip()
        if not s.startswith("//"):
            lines.append(line.split(" // ")[0])
    return "".join(lines)


def modules():
    """Top-level module name -> its files (src/lib.rs is `lib`)."""
    out = {}
    src = os.path.join(ROOT, "src")
    for dirpath, _, files in os.walk(src):
        for f in files:
            if f.endswith(".rs"):
                rel = os.path.relpath(os.path.join(dirpath, f), src)
                top = rel.split(os.sep)[0]
                out.setdefault(top[:-3] if top.endswith(".rs") else top, []).append(
                    os.path.join(dirpath, f))
    return out


def root_names(lib_code, mods):
    """Names the root re-exports -> the module they come from."""
    names = {}
    for m in re.finditer(r"pub use (?:crate::)?(\w+)::(\{[^}]*\}|[\w:]+(?: as \w+)?)", lib_code, re.S):
        module, rest = m.group(1), m.group(2)
        if module not in mods:
            continue
        items = re.findall(r"(\w+)\s*(?:,|\}|$)", rest.strip("{}") + ",") if rest.startswith("{") \
            else [rest.split(" as ")[-1].split("::")[-1]]
        for item in items:
            names[item] = module
    return names


def uses(code):
    found = set(re.findall(r"crate::(\w+)", code))
    for group in re.findall(r"crate::\{([^}]*)\}", code, re.S):
        found |= set(re.findall(r"(?:^|,)\s*(\w+)", group))
    return found


def main():
    arch = open(os.path.join(ROOT, "ARCHITECTURE.md"), encoding="utf-8").read()
    layer_of = {}
    for i, line in enumerate(block(arch, "layers")):
        for m in line.split(":", 1)[1].split():
            layer_of[m] = i

    mods = modules()
    names = root_names(code_of(os.path.join(ROOT, "src", "lib.rs")), mods)
    problems = []
    for m in sorted(mods):
        if m not in layer_of:
            problems.append(f"src/{m} is in no layer of ARCHITECTURE.md")
            continue
        for path in mods[m]:
            for name in uses(code_of(path)):
                target = name if name in mods else names.get(name, "lib")
                if target == m or target not in layer_of:
                    continue
                if layer_of[target] > layer_of[m]:
                    problems.append(
                        f"{os.path.relpath(path, ROOT)} uses crate::{name} ({target}, a higher layer)")
    for p in sorted(set(problems)):
        print(p)
    if problems:
        sys.exit(1)
    print(f"layers hold: {len(mods)} modules in {len(set(layer_of.values()))} layers, "
          "no use points upward")


main()
