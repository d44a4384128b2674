#!/usr/bin/env python3
"""Mutant schemata of the reference: every generated mutant compiled into one build behind a runtime switch.

Usage: generate.py PACKAGE_DIR OUT_DIR
       generate.py --check-triage PACKAGE_DIR   (no build: every key of Tests/Mutation/triage.txt still names a mutant)

Copies the package at PACKAGE_DIR (without .build, Reports and other build output) to OUT_DIR and rewrites
the reference's logic files there (MUTATED below) so that each mutation site asks
`GeneratedMutant.isOn(N)`; writes OUT_DIR/mutants.json, one entry per mutant: its number, a stable key,
the file, the line, the operator and the line before and after. Operators, each applied where a line-wise
reading of the Swift source is certain of the extent it changes:

- negate-condition: `if C {`, `} else if C {`, `guard C else` where C is one boolean clause (no `let`,
  `var`, `case`, no comma at depth 0) -> `(C) != isOn(N)`;
- drop-statement: a statement alone on its line (a call, an assignment, `later { ... }`) -> run only when
  the mutant is off;
- return-early: the first line of a function that returns nothing -> `if isOn(N) { return }`;
- boundary: `a < b`, `a <= b`, `a > b`, `a >= b` with plain operands -> the other boundary;
- constant: an integer literal n outside strings -> n + 1.

Sites that name a named fault or alternative (`has(.`, `follows(.`) are left out: those decision points
are the named faults' and alternatives' own. The keys stay the same while the lines they mutate do
(a key is the file, the operator, a digest of the line's text and the occurrence), so the triage file
keeps matching after unrelated edits. Lines listed in Tests/Mutation/excluded.txt (by key) are skipped:
sites whose mutation does not compile.
"""

import hashlib
import json
import os
import pathlib
import re
import shutil
import sys

MUTATED = [
    "Sources/ReferenceAccessEnabler/ReferenceAccessEnabler.swift",
    "Sources/ReferenceAccessEnabler/ReferenceAccessEnabler+Authentication.swift",
    "Sources/ReferenceAccessEnabler/ReferenceAccessEnabler+Authorization.swift",
    "Sources/ReferenceAccessEnabler/ReferenceAccessEnabler+Logout.swift",
    "Sources/ReferenceAccessEnabler/TokenStore.swift",
]
SWITCH = "GeneratedMutant.isOn"
NAMED = ("has(.", "follows(.")
KEYWORDS = ("let ", "var ", "return", "if ", "guard ", "for ", "while ", "switch ", "case ", "default", "}", "{", "else",
            "func ", "init", "private ", "package ", "public ", "fileprivate ", "static ", "enum ", "struct ", "class ",
            "extension ", "import ", "//", "///", "@", "#", "defer", "throw ", "try ", "await ", "do ", "catch", "break",
            "continue", "fallthrough", "lazy ", "weak ", "unowned ", "typealias ", "protocol ", "deinit", "subscript", ".")
IGNORED = {".build", "Reports", ".git", ".swiftpm"}


def walk(text, start=0):
    """Each character outside string literals with the bracket depth before it, then `(len(text), None, depth,
    in_string)`: where a line's brackets stand, read once for every operator."""
    depth, i, in_string = 0, start, False
    while i < len(text):
        c = text[i]
        if in_string:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        else:
            yield i, c, depth, False
            depth += (c in "([{") - (c in ")]}")
        i += 1
    yield len(text), None, depth, in_string


def scan_depth_zero(text, start, stop_at):
    """The index of the first `stop_at` (a string) at bracket depth 0 from `start`, outside string literals."""
    for i, c, depth, _ in walk(text, start):
        if c is None or depth < 0:
            return -1
        if depth == 0 and text.startswith(stop_at, i):
            return i
    return -1


def balanced(text):
    """Whether brackets balance on the line, outside string literals."""
    for _, c, depth, in_string in walk(text):
        if depth < 0:
            return False
        if c is None:
            return depth == 0 and not in_string
    return False


def single_clause(condition):
    if any(word in condition for word in ("let ", "var ", "case ", "#available")):
        return False
    return scan_depth_zero(condition, 0, ",") == -1 and not any(named in condition for named in NAMED)


def outside_strings(line):
    """(start, end) spans of the line that are outside string literals and comments."""
    spans = []
    for i, c, _, _ in walk(line):
        if c is None or line.startswith("//", i):
            break
        if spans and spans[-1][1] == i:
            spans[-1] = (spans[-1][0], i + 1)
        else:
            spans.append((i, i + 1))
    return spans


OPERAND = r"[A-Za-z_][\w.]*(?:\(\))?"
BOUNDARY = re.compile(r"(?<![\w.])(" + OPERAND + r"|\d[\d_]*) (<=|>=|<|>) (" + OPERAND + r"|\d[\d_]*)(?![\w.(\[])")
OTHER = {"<": "<=", "<=": "<", ">": ">=", ">=": ">"}
NUMBER = re.compile(r"(?<![\w.$])(\d[\d_]*)(?![\w.])")
FUNC = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:private|fileprivate|package|public|static|final|override|mutating)\s+)*func \w+(?:<[^>]*>)?\(.*\)\s*\{\s*$")


class Mutants:
    def __init__(self, excluded):
        self.entries = []
        self.seen = {}
        self.excluded = excluded

    def add(self, path, line_number, operator, original, mutated_line_for):
        digest = hashlib.sha1(original.strip().encode()).hexdigest()[:10]
        base = f"{os.path.basename(path)}|{operator}|{digest}"
        occurrence = self.seen.get(base, 0)
        self.seen[base] = occurrence + 1
        key = f"{base}|{occurrence}"
        if key in self.excluded:
            return None
        number = len(self.entries) + 1
        mutated = mutated_line_for(number)
        self.entries.append({"id": number, "key": key, "file": path, "line": line_number, "operator": operator,
                             "original": original.strip(), "mutated": mutated.strip()})
        return mutated


def brace_delta(line):
    """How much the line changes the brace depth, outside strings and comments."""
    delta = 0
    for start, end in outside_strings(line):
        segment = line[start:end]
        delta += segment.count("{") - segment.count("}")
    return delta


HEADER = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:private|fileprivate|package|public|static|final|override|mutating|convenience|required)\s+)*(func \w+|init\??\(|var \w+\s*:)")
CONTINUES = (".", "?", ":", "&&", "||", "+", "-", "*", "/", "??", ")", "]", "else")


def mutate_file(path, text, mutants):
    out = []
    lines = text.split("\n")
    previous = ""
    depth = 0
    bodies = []  # (kind, depth inside the body): kind is void, value or init
    header = None  # the text of a function or initialiser header not yet opened
    for index, line in enumerate(lines):
        number = index + 1
        stripped = line.strip()
        indent = line[: len(line) - len(line.lstrip())]
        following = next((l.strip() for l in lines[index + 1:] if l.strip() and not l.strip().startswith("//")), "")
        continuation = previous.rstrip().endswith((",", "(", "[", "=", "&&", "||", "?", ":", "+", "-", "in", "??", "."))
        continued = following.startswith(CONTINUES)
        current = line
        if stripped.startswith(("//", "///")) or not stripped:
            out.append(line)
            continue
        kind = bodies[-1][0] if bodies else None
        last_of_value_body = kind == "value" and following.startswith("}")
        m_header = HEADER.match(line)
        if m_header and header is None and not stripped.startswith(("case ", "let ")):
            header = ""
        opens_body = False
        if header is not None:
            header += " " + stripped
            if stripped.endswith("{") and balanced(header.strip()[:-1]):
                opens_body = True
        extra_after = None
        # boundary and constant, inside bodies only (stored properties and default arguments stay as they are), on
        # what is outside strings (not on case patterns, attributes or enum raw values), on the line as written
        expressions = line
        if (kind is not None and not opens_body and not stripped.startswith(("case ", "@", "#", "import "))
                and not any(named in stripped for named in NAMED)):
            expressions = mutate_expressions(path, number, line, mutants)
        current = expressions
        if opens_body:
            if "init(" in header or "init?(" in header:
                body_kind = "init"
            elif "->" in header or header.strip().startswith(("var ", "static var ", "private var ", "package var ")) or " var " in header:
                body_kind = "value"
            else:
                body_kind = "void"
            if body_kind == "void" and " func " in " " + header:
                extra_after = mutants.add(path, number, "return-early", line, lambda n: f"{indent}    if {SWITCH}({n}) {{ return }}")
        # negate-condition
        m = re.match(r"^(\s*(?:\} else )?)(if|guard) (.*)$", line)
        if m and not continuation and not opens_body:
            head, keyword, rest = m.group(1), m.group(2), m.group(3)
            stop = " else" if keyword == "guard" else " {"
            end = scan_depth_zero(rest, 0, stop)
            if end > 0:
                condition = rest[:end]
                if single_clause(condition) and balanced(condition):
                    # the condition as the expression operators left it
                    mutated_rest = expressions[len(head) + len(keyword) + 1:]
                    mutated_end = scan_depth_zero(mutated_rest, 0, stop)
                    mutated_condition, tail = mutated_rest[:mutated_end], mutated_rest[mutated_end:]
                    new = mutants.add(path, number, "negate-condition", line,
                                      lambda n: f"{head}{keyword} ({mutated_condition}) != {SWITCH}({n}){tail}")
                    if new is not None:
                        current = new
        # drop-statement: not in an initialiser (every property must be set), not the value of a body that returns one
        elif (not continuation and not continued and not opens_body and kind in ("void", "value") and not last_of_value_body
              and balanced(stripped) and not stripped.startswith(KEYWORDS)
              and not stripped.endswith(("{", ",", "(", "[", "=", "in", "&&", "||", "?", ":", "+", "."))
              and not any(named in stripped for named in NAMED)
              and (re.match(r"^[\w.\[\]\"]+\s*(=|\+=|-=|\*=)\s", stripped) or re.match(r"^[\w.]+(\(|\s*\{)", stripped))):
            new = mutants.add(path, number, "drop-statement", line, lambda n: f"{indent}if !{SWITCH}({n}) {{ {expressions.strip()} }}")
            if new is not None:
                current = new
        out.append(current)
        if extra_after is not None:
            out.append(extra_after)
        # brace bookkeeping
        delta = brace_delta(line)
        if opens_body:
            depth += delta
            bodies.append((body_kind, depth))
            header = None
        else:
            depth += delta
            while bodies and depth < bodies[-1][1]:
                bodies.pop()
            if header is not None and (stripped.endswith("}") or (not stripped.endswith((",", "(")) and delta < 0)):
                header = None
        previous = line
    return "\n".join(out)


def mutate_expressions(path, number, line, mutants):
    spans = outside_strings(line)
    pieces, last = [], 0
    for start, end in spans:
        pieces.append(line[last:start])
        segment = line[start:end]
        segment = BOUNDARY.sub(lambda m: boundary(path, number, line, m, mutants), segment)
        segment = NUMBER.sub(lambda m: constant(path, number, line, m, mutants), segment)
        pieces.append(segment)
        last = end
    pieces.append(line[last:])
    return "".join(pieces)


def boundary(path, number, line, match, mutants):
    left, operator, right = match.group(1), match.group(2), match.group(3)
    if SWITCH in match.group(0):
        return match.group(0)
    original = f"{left} {operator} {right}"
    new = mutants.add(path, number, "boundary", line + " @ " + original,
                      lambda n: f"({SWITCH}({n}) ? {left} {OTHER[operator]} {right} : {original})")
    return new if new is not None else original


def constant(path, number, line, match, mutants):
    literal = match.group(1)
    # the switch's own numbers are not constants of the reference
    before = line[: match.start()]
    if before.endswith(SWITCH + "(") or SWITCH + "(" + literal + ")" in line and line.count(literal) == 1:
        return literal
    new = mutants.add(path, number, "constant", line + " @ " + literal, lambda n: f"({SWITCH}({n}) ? {literal} + 1 : {literal})")
    return new if new is not None else literal


def check_triage(package):
    """Exit status 1 when a triage line names a key no generated mutant has any more (the reference changed there)."""
    excluded = set()
    mutants = Mutants(excluded)
    for relative in MUTATED:
        mutate_file(relative, (package / relative).read_text(), mutants)
    keys = {entry["key"] for entry in mutants.entries}
    triage = package / "Tests" / "Mutation" / "triage.txt"
    stale = [line.split("\t")[0] for line in triage.read_text().splitlines()
             if line.strip() and not line.startswith("#") and line.split("\t")[0] not in keys]
    for key in stale:
        print(f"stale triage line: no generated mutant has the key {key} any more; triage the mutants Tests/Mutation/run lists")
    print(f"triage: {len(stale)} stale line(s) among the keys of {len(keys)} generated mutants")
    return 1 if stale else 0


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--check-triage":
        return check_triage(pathlib.Path(sys.argv[2]).resolve())
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    package, out = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2]).resolve()
    excluded_file = package / "Tests" / "Mutation" / "excluded.txt"
    excluded = set()
    if excluded_file.exists():
        excluded = {line.split()[0] for line in excluded_file.read_text().splitlines() if line.strip() and not line.startswith("#")}
    if out.exists():
        for child in out.iterdir():
            if child.name in IGNORED:
                continue
            shutil.rmtree(child) if child.is_dir() and not child.is_symlink() else child.unlink()
    out.mkdir(parents=True, exist_ok=True)
    for child in package.iterdir():
        if child.name in IGNORED or child.name.startswith((".build", "Package.resolved")):
            continue
        target = out / child.name
        shutil.copytree(child, target, symlinks=True) if child.is_dir() else shutil.copy2(child, target)
    mutants = Mutants(excluded)
    for relative in MUTATED:
        source = (package / relative).read_text()
        (out / relative).write_text(mutate_file(relative, source, mutants))
    (out / "mutants.json").write_text(json.dumps({"mutants": mutants.entries}, indent=1) + "\n")
    counts = {}
    for entry in mutants.entries:
        counts[entry["operator"]] = counts.get(entry["operator"], 0) + 1
    print(f"{len(mutants.entries)} mutants in {len(MUTATED)} files: "
          + ", ".join(f"{name} {count}" for name, count in sorted(counts.items())) + f"; {len(excluded)} keys excluded")
    return 0


if __name__ == "__main__":
    sys.exit(main())
