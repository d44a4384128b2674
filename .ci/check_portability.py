#!/usr/bin/env python3
"""Fail when code outside the platform layer depends on Linux, or the layer has a Linux side without a Darwin one.

Usage: check_portability.py [ROOT]      (ROOT: the package, by default the parent of this script's folder)
       check_portability.py --self-test

aecheck runs on Linux in CI, but iOS and tvOS teams run it on their Macs. Everything that differs between
Linux and Darwin (macOS, iOS, tvOS) therefore lives in one module, Sources/HostSystem, where each Linux branch
of an `#if` stands beside a Darwin branch. Anywhere else a Linux-only construct (a /proc path, prctl, glibc's
struct types, argv[0] as the program's place, ...) compiles and passes on Linux and only breaks on a Mac.

Scanned: every *.swift under ROOT/Sources and ROOT/Tests, and every *.py under ROOT/Tests/Testees (build
folders skipped). Swift comments are blanked before matching, string literals are kept (a "/proc/..." string is
what matters); `#if` / `#elseif` / `#else` / `#endif` are tracked so that each line knows its enclosing branches.
A line is Linux-guarded when an enclosing branch's condition is `os(Linux)`, `canImport(Glibc)`, `canImport(Musl)`
or an `||` of these; `#else` never is (it also covers every other system).

Rules:
  Sources/HostSystem   a Linux-only construct only on a Linux-guarded line; every `#if` chain with a Linux branch
                       also has a Darwin branch (`canImport(Darwin)` or `os(macOS)`); the folder holds Swift files.
  rest of Sources      no Linux-only construct at all, and no platform `#if` (os(...), canImport(Glibc/Darwin/...)).
  Tests                a Linux-only construct only on a Linux-guarded line (a Linux-only test).
  everywhere           `import FoundationXML` only alone inside `#if canImport(FoundationXML)`; no code in such
                       a block (it would be compiled out on Darwin, where XMLParser is in Foundation).
  Tests/Testees/*.py   no "setsid" program (GNU setsid(1); macOS has none).
A line whose comment says `portability: allowed (REASON)`, with a reason, is not reported.

Prints each finding as `path:line:column: message` and exits 1; prints a one-line summary and exits 0 when
clean; exits 2 on a usage error.
"""

import argparse
import io
import os
import re
import subprocess
import sys
import tempfile
import tokenize
from dataclasses import dataclass, field

LAYER = "Sources/HostSystem"
BUILD_FOLDER = re.compile(r"^\.build(?:[-_].*)?$")  # .build, and .build-*/.build_* as .gitignore names them
ESCAPE_HATCH = r"portability: allowed \(\s*[^)\s][^)]*\)"
GUARD_ADVICE = "move it into Sources/HostSystem behind `#if os(Linux)` with a `#elseif canImport(Darwin)` branch"


@dataclass(frozen=True, order=True)
class Finding:
    path: str
    line: int  # 0 for a finding about a folder
    column: int
    message: str

    def __str__(self):
        return f"{self.path}:{self.line}:{self.column}: {self.message}" if self.line else f"{self.path}: {self.message}"


# ---------------------------------------------------------------------------------------------------------------
# The Linux-only constructs: what each is, why it breaks on Darwin, and (where there is one) what to use instead.
# Patterns are matched against a Swift line with its comments blanked and its string literals kept.


@dataclass(frozen=True)
class Construct:
    pattern: re.Pattern
    why: str
    instead: str = ""  # advice that holds wherever it is found; otherwise the advice for the place it is in


def construct(pattern, why, instead=""):
    return Construct(re.compile(pattern), why, instead)


CONSTRUCTS = [
    construct(r"\bprctl\b", "is Linux's prctl(2): Darwin has none"),
    construct(r"\benviron\b", "(the C global) is not imported on Darwin, where it is `_NSGetEnviron().pointee`"),
    construct(
        r"\bdlsym\b", "looks a glibc symbol up by name: on Darwin the symbol, its library or its signature differ"
    ),
    construct(
        r"\bRUSAGE_(?:SELF|CHILDREN)\.rawValue\b",
        "needs Glibc's enum: Darwin imports RUSAGE_* as an Int32 constant, which has no .rawValue",
    ),
    construct(
        r"\bposix_spawn(?:_file_actions|attr)_t\(\)",
        "makes a struct, as glibc declares it: on Darwin the type is an opaque pointer (declare it `T? = nil` there)",
    ),
    construct(r"/dev/full\b", "is Linux's always-full device: Darwin has no /dev/full"),
    construct(r"\bmalloc_trim\b", "is glibc's: Darwin's malloc has none (malloc_zone_pressure_relief)"),
    construct(r"\bpipe2\(", "is Linux's pipe2(2): Darwin has pipe(2) and fcntl(FD_CLOEXEC)"),
    construct(r"\bepoll_\w*", "is Linux's epoll: Darwin has kqueue"),
    construct(r"\binotify_\w*", "is Linux's inotify: Darwin has kqueue's EVFILT_VNODE or FSEvents"),
    construct(r"\bsignalfd\b", "is Linux's signalfd: Darwin has kqueue's EVFILT_SIGNAL"),
    construct(r"\beventfd\(", "is Linux's eventfd: Darwin has a pipe or kqueue's EVFILT_USER"),
    construct(r"\bsched_getaffinity\b", "is Linux's: Darwin has no CPU affinity (ProcessInfo.activeProcessorCount)"),
    construct(
        r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(?:Glibc|Musl)\b",
        "imports Linux's C library module: Darwin's is `Darwin`",
    ),
    construct(
        r"\bCommandLine\.arguments\[0\]",
        "finds a built program from argv[0], which breaks on macOS, where tests run inside a testing helper",
        "ask the platform layer's `RunningProgram` / `BuiltProducts` where programs are",
    ),
    construct(
        r"\.hostName\b",
        "(ProcessInfo.hostName) does a blocking reverse-DNS lookup on Darwin",
        "use the platform layer's `HostName` (gethostname)",
    ),
]

# A procfs path: a string literal holding "/proc/" or ending in "/proc" (the match must start inside the string).
PROC_PATH = construct(r"/proc(?:/|(?=\"))", "is a procfs path: Darwin has no /proc (sysctl and libproc answer there)")

IMPORT_FOUNDATION_XML = re.compile(r"^\s*(?:@\w+\s+)*import\s+FoundationXML\s*$")
PYTHON_SETSID = ('"setsid"', "'setsid'")


# ---------------------------------------------------------------------------------------------------------------
# Reading Swift: comments blanked (columns kept), string contents marked.


STRING_OPENER = re.compile(r'(#*)("""|")')  # "...", """...""", and raw strings #"..."#


@dataclass
class SwiftLine:
    number: int
    raw: str
    code: str  # the raw line with comments replaced by spaces
    in_string: list  # in_string[i]: whether code[i] is inside a string literal


def read_swift(text):
    """Split Swift source into lines whose comments are blanked, knowing which characters are string contents.

    A small lexer: `//` and nested `/* */` comments, "..." / \"\"\"...\"\"\" strings with `#` delimiters (raw
    strings), escapes, and `\\(...)` interpolations (code again, which may hold strings of its own).
    """
    code, in_string = list(text), [False] * len(text)
    # The nesting, innermost last: ["code", open parentheses (None outside an interpolation)]
    # or ["string", number of # around it, whether multi-line].
    frames = [["code", None]]
    i = 0
    while i < len(text):
        frame = frames[-1]
        if frame[0] == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = len(text) if end < 0 else end
                code[i:end] = " " * (end - i)
                i = end
            elif text.startswith("/*", i):
                i = blank_block_comment(text, code, i)
            elif opener := STRING_OPENER.match(text, i):
                frames.append(["string", len(opener.group(1)), opener.group(2) == '"""'])
                i = opener.end()
            elif text[i] == "(" and frame[1] is not None:
                frame[1] += 1
                i += 1
            elif text[i] == ")" and frame[1] is not None:
                frame[1] -= 1
                if frame[1] == 0:
                    frames.pop()  # the interpolation ends: back in its string
                i += 1
            else:
                i += 1
        else:
            _, hashes, multiline = frame
            backslash = "\\" + "#" * hashes
            closer = ('"""' if multiline else '"') + "#" * hashes
            if text[i] == "\n" and not multiline:
                frames.pop()  # an unterminated single-line string ends with its line
            elif text.startswith(backslash + "(", i):
                frames.append(["code", 1])
                i += len(backslash) + 1
            elif text.startswith(backslash, i):
                end = min(i + len(backslash) + 1, len(text))
                in_string[i:end] = [True] * (end - i)
                i = end
            elif text.startswith(closer, i):
                frames.pop()
                i += len(closer)
            else:
                in_string[i] = True
                i += 1
    lines, start = [], 0
    for number, raw in enumerate(text.split("\n"), 1):
        end = start + len(raw)
        lines.append(SwiftLine(number, raw, "".join(code[start:end]), in_string[start:end]))
        start = end + 1
    return lines


def blank_block_comment(text, code, start):
    """Blank a (nested) /* */ comment starting at `start`, newlines kept; return the index after it."""
    depth, i = 0, start
    while i < len(text):
        if text.startswith("/*", i):
            depth, step = depth + 1, 2
        elif text.startswith("*/", i):
            depth, step = depth - 1, 2
        else:
            step = 1
        for j in range(i, min(i + step, len(text))):
            if code[j] != "\n":
                code[j] = " "
        i += step
        if depth == 0:
            break
    return i


# ---------------------------------------------------------------------------------------------------------------
# Conditions of #if / #elseif.


def normalized(condition):
    return re.sub(r"\s+", "", condition or "")


def without_outer_parentheses(condition):
    """`(a || b)` → `a || b`, only when the parentheses enclose the whole condition."""
    while condition.startswith("(") and condition.endswith(")"):
        depth = 0
        for index, character in enumerate(condition):
            depth += {"(": 1, ")": -1}.get(character, 0)
            if depth == 0 and index < len(condition) - 1:
                return condition  # the first "(" closes before the end: `(a) || (b)`
        condition = condition[1:-1]
    return condition


def alternatives(condition):
    """The top-level `||` alternatives of a condition, each without its outer parentheses."""
    condition, parts, depth, start = without_outer_parentheses(normalized(condition)), [], 0, 0
    for index, character in enumerate(condition):
        depth += {"(": 1, ")": -1}.get(character, 0)
        if depth == 0 and condition.startswith("||", index):
            parts.append(condition[start:index])
            start = index + 2
    parts.append(condition[start:])
    return [without_outer_parentheses(part) for part in parts]


def is_linux_condition(condition):
    """`os(Linux)`, `canImport(Glibc)`, `canImport(Musl)`, or an `||` of these: true on Linux alone."""
    linux = {"os(Linux)", "canImport(Glibc)", "canImport(Musl)"}
    return condition is not None and all(part in linux for part in alternatives(condition))


def is_darwin_condition(condition):
    """A condition that holds (also) on Darwin: it names `canImport(Darwin)` or `os(macOS)`, not negated."""
    darwin = r"(?<!!)(?:canImport\(Darwin\)|os\(macOS\))"
    return condition is not None and re.search(darwin, normalized(condition)) is not None


def is_platform_condition(condition):
    """A condition that tells operating systems or their C libraries apart."""
    platform = r"\bos\(\w+\)|\bcanImport\((?:Glibc|Musl|Darwin|Bionic|Android|WinSDK|ucrt)\)"
    return condition is not None and re.search(platform, normalized(condition)) is not None


def is_foundation_xml_condition(condition):
    return normalized(condition) == "canImport(FoundationXML)"


# ---------------------------------------------------------------------------------------------------------------
# Tracking #if chains: for every line, the active branch of each enclosing chain.


@dataclass
class Branch:
    line: int
    condition: str  # None for #else


@dataclass
class Chain:
    line: int  # the #if line
    inside_linux: bool  # whether the #if itself sits on a Linux-guarded line
    branches: list = field(default_factory=list)


DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")


def directive(line):
    """(keyword, condition) of a compiler-directive line, or None (a `#if` inside a string is no directive)."""
    match = DIRECTIVE.match(line.code)
    if not match or line.in_string[match.start(1) - 1]:
        return None
    return match.group(1), match.group(2).strip() or None


def track_branches(lines):
    """For each line, the tuple of enclosing active branches (outermost first); and every chain.

    A directive line belongs to the enclosing context: `#if` to the one it opens in, `#elseif`/`#else`/`#endif`
    to the one around their chain. Stray `#else`/`#endif` are ignored (the compiler reports them).
    """
    contexts, chains, stack = [], [], []  # stack: [(chain, its active branch)], outermost first
    for line in lines:
        kind, condition = directive(line) or (None, None)
        chain = None
        if kind in ("elseif", "else", "endif") and stack:
            chain, _ = stack.pop()  # the chain's previous branch ends here
        contexts.append(tuple(branch for _, branch in stack))
        if kind == "if":
            chain = Chain(line.number, is_linux_guarded(contexts[-1]))
            chains.append(chain)
        if kind in ("if", "elseif", "else") and chain:
            branch = Branch(line.number, condition if kind != "else" else None)
            chain.branches.append(branch)
            stack.append((chain, branch))
    return contexts, chains


def is_linux_guarded(context):
    return any(is_linux_condition(branch.condition) for branch in context)


# ---------------------------------------------------------------------------------------------------------------
# The rules for Swift files.


def area_of(path):
    """'layer', 'sources' or 'tests' for a path relative to ROOT."""
    if path.startswith(LAYER + "/"):
        return "layer"
    return "sources" if path.startswith("Sources/") else "tests"


def escaped(raw, comment):
    """Whether a line's trailing comment documents an exception: `portability: allowed (REASON)`."""
    return re.search(re.escape(comment) + r".*" + ESCAPE_HATCH, raw) is not None


def linux_constructs(line):
    """(column, construct, matched text) of each Linux-only construct on a Swift line."""
    found = [(m.start() + 1, c, m.group().strip()) for c in CONSTRUCTS for m in c.pattern.finditer(line.code)]
    for m in PROC_PATH.pattern.finditer(line.code):
        if line.in_string[m.start()]:
            found.append((m.start() + 1, PROC_PATH, "/proc"))
    return found


def advice(construct, area):
    if area == "sources":
        return construct.instead or f"platform differences live in Sources/HostSystem: {GUARD_ADVICE}"
    if area == "layer":
        return "put it behind `#if os(Linux)` in a chain with a `#elseif canImport(Darwin)` branch"
    return construct.instead or "hold it under `#if os(Linux)` (a Linux-only test) or go through Sources/HostSystem"


def check_constructs(path, lines, contexts):
    """Linux-only constructs: never outside the layer in Sources; elsewhere only on Linux-guarded lines."""
    area, findings = area_of(path), []
    for line, context in zip(lines, contexts, strict=True):
        guarded = is_linux_guarded(context)
        for column, construct, text in linux_constructs(line):
            if area != "sources" and guarded:
                continue
            where = " (a Linux guard outside the layer does not make it portable)" if guarded else ""
            message = f"`{text}` {construct.why}{where}; {advice(construct, area)}"
            findings.append(Finding(path, line.number, column, message))
    return findings


def check_platform_branches(path, lines):
    """Outside the layer in Sources: no #if / #elseif that tells systems apart."""
    findings = []
    for line in lines:
        kind, condition = directive(line) or (None, None)
        if kind in ("if", "elseif") and is_platform_condition(condition):
            column = line.code.index("#") + 1
            message = (
                f"`#{kind} {condition}` is a platform branch outside the platform layer: platform differences "
                "live in Sources/HostSystem; give the layer a function for it and call that here"
            )
            findings.append(Finding(path, line.number, column, message))
    return findings


def check_darwin_branches(path, chains):
    """In the layer: every #if chain with a Linux branch has a Darwin branch (unless it is nested in a Linux one)."""
    findings = []
    for chain in chains:
        conditions = [branch.condition for branch in chain.branches]
        if chain.inside_linux or not any(map(is_linux_condition, conditions)):
            continue
        if not any(map(is_darwin_condition, conditions)):
            message = (
                "this #if has a Linux branch but no Darwin branch (add `#elseif canImport(Darwin)` with the Darwin "
                "equivalent; `#else` does not count, it also covers every other system)"
            )
            findings.append(Finding(path, chain.line, 1, message))
    return findings


def check_foundation_xml(path, lines, contexts, chains):
    """`import FoundationXML` alone in `#if canImport(FoundationXML)`, and nothing else in such a block."""
    findings = []
    for line, context in zip(lines, contexts, strict=True):
        alone = context and is_foundation_xml_condition(context[-1].condition)
        if IMPORT_FOUNDATION_XML.match(line.code) and not alone:
            message = (
                "`import FoundationXML` outside `#if canImport(FoundationXML)`: Darwin has no FoundationXML module "
                "(XMLParser is in Foundation there); "
                "write `#if canImport(FoundationXML)` / `import FoundationXML` / `#endif`"
            )
            findings.append(Finding(path, line.number, line.code.index("import") + 1, message))
    for chain in chains:
        for branch in chain.branches:
            if not is_foundation_xml_condition(branch.condition):
                continue
            body = [line for line, context in zip(lines, contexts, strict=True) if context and context[-1] is branch]
            code = [line for line in body if line.code.strip() and not IMPORT_FOUNDATION_XML.match(line.code)]
            if code:
                message = (
                    f"this `#if canImport(FoundationXML)` block holds code besides the import (line {code[0].number}), "
                    "which is compiled out on Darwin, where XMLParser is in Foundation; "
                    "keep only `import FoundationXML` in the block and use XMLParser unconditionally"
                )
                findings.append(Finding(path, branch.line, 1, message))
    return findings


def check_swift_file(path, text):
    """Every rule for one Swift file (path relative to ROOT)."""
    lines = read_swift(text)
    contexts, chains = track_branches(lines)
    findings = check_constructs(path, lines, contexts) + check_foundation_xml(path, lines, contexts, chains)
    if area_of(path) == "sources":
        findings += check_platform_branches(path, lines)
    if area_of(path) == "layer":
        findings += check_darwin_branches(path, chains)
    raw = {line.number: line.raw for line in lines}
    return [finding for finding in findings if not escaped(raw[finding.line], "//")]


# ---------------------------------------------------------------------------------------------------------------
# The rule for Python testees.


def check_python_testee(path, text):
    """No GNU setsid(1) run as a program: macOS has none. (Comments are tokens of their own, never matched.)"""
    raw = text.split("\n")
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError) as error:
        return [Finding(path, 1, 1, f"cannot be read as Python ({error}), so it was not checked")]
    findings = []
    for token in tokens:
        (number, column) = token.start
        if token.type == tokenize.STRING and token.string in PYTHON_SETSID and not escaped(raw[number - 1], "#"):
            message = (
                f"{token.string} runs GNU setsid(1), a Linux program that macOS does not have; start the child "
                "with `start_new_session=True` (subprocess) instead"
            )
            findings.append(Finding(path, number, column + 1, message))
    return findings


# ---------------------------------------------------------------------------------------------------------------
# The tree.


def files_to_check(root):
    """Relative paths (with /) of the Swift files under Sources and Tests and the Python files under Tests/Testees."""
    found = []
    for top, suffix in (("Sources", ".swift"), ("Tests", ".swift"), ("Tests/Testees", ".py")):
        for folder, subfolders, files in os.walk(os.path.join(root, top)):
            subfolders[:] = sorted(name for name in subfolders if not BUILD_FOLDER.match(name))
            for name in sorted(files):
                if name.endswith(suffix):
                    found.append(os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/"))
    return sorted(set(found))


def check_tree(root):
    """(sorted findings, summary line) for the package at `root`."""
    paths, findings = files_to_check(root), []
    for path in paths:
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        findings += check_python_testee(path, text) if path.endswith(".py") else check_swift_file(path, text)
    layer = [path for path in paths if path.startswith(LAYER + "/")]
    if not layer:
        missing = "the platform layer is missing (a Swift module that holds every Linux/Darwin difference)"
        findings.append(Finding(LAYER, 0, 0, missing))
    summary = f"portability: {len(paths)} files checked, {len(findings)} findings"
    if not findings:
        summary += f"; the platform layer {LAYER} has {len(layer)} files, each Linux branch beside a Darwin branch"
    return sorted(findings), summary


# ---------------------------------------------------------------------------------------------------------------
# Self-test: scratch trees and the verdicts the checker must give on them.

CLEAN_LAYER = """import Foundation

enum Status {
    static func read() -> Data? {
        #if os(Linux)
            return FileManager.default.contents(atPath: "/proc/self/status")
        #elseif canImport(Darwin)
            return nil
        #endif
    }
}
"""
PROC_READ = 'let data = FileManager.default.contents(atPath: "/proc/self/status")'  # "/proc" at column 50
XML_IMPORT = "#if canImport(FoundationXML)\nimport FoundationXML\n#endif\n"

# (name, files (path → text), expected findings as (path, line, column, part of the message))
CASES = [
    ("a: clean tree", {
        "Sources/Foo/Bar.swift": "import Foundation\n" + XML_IMPORT + "let parser = XMLParser(data: Data())\n",
        "Tests/FooTests/T.swift": "#if os(Linux)\nlet x = \"/proc/self/status\"\n#endif\n",
        "Tests/Testees/t/t.py": "import subprocess\nsubprocess.Popen(['sleep', '1'], start_new_session=True)\n",
    }, []),
    ("b: unguarded /proc read outside the layer", {
        "Sources/Foo/Bar.swift": "import Foundation\n\n" + PROC_READ + "\n",
    }, [("Sources/Foo/Bar.swift", 3, 50, "procfs")]),
    ("c: Linux-guarded /proc read outside the layer", {
        "Sources/Foo/Bar.swift": "import Foundation\n#if os(Linux)\n" + PROC_READ + "\n#endif\n",
    }, [("Sources/Foo/Bar.swift", 2, 1, "platform branch outside the platform layer"),
        ("Sources/Foo/Bar.swift", 3, 50, "does not make it portable")]),
    ("d: layer #if os(Linux) without a Darwin branch", {
        "Sources/HostSystem/Spawn.swift": "#if os(Linux)\nimport Glibc\nlet a = posix_spawnattr_t()\n#endif\n",
    }, [("Sources/HostSystem/Spawn.swift", 1, 1, "no Darwin branch")]),
    ("e: layer construct under the #else of #if canImport(Darwin)", {
        "Sources/HostSystem/Status.swift": "#if canImport(Darwin)\nimport Darwin\n#else\n" + PROC_READ + "\n#endif\n",
    }, [("Sources/HostSystem/Status.swift", 4, 50, "procfs")]),
    ("f: CommandLine.arguments[0] in Tests, unguarded", {
        "Tests/FooTests/T.swift": "import Foundation\nlet built = URL(fileURLWithPath: CommandLine.arguments[0])\n",
    }, [("Tests/FooTests/T.swift", 2, 34, "RunningProgram")]),
    ("g: CommandLine.arguments[0] in Tests under #if os(Linux)", {
        "Tests/FooTests/T.swift": "#if os(Linux)\nlet built = URL(fileURLWithPath: CommandLine.arguments[0])\n"
        "let stat = \"/proc/\\(pid)/stat\"\n#endif\n",
    }, []),
    ("h: code inside #if canImport(FoundationXML); an unguarded import", {
        "Tests/FooTests/T.swift": "#if canImport(FoundationXML)\nimport FoundationXML\n\nfunc parse() {}\n#endif\n",
        "Sources/Foo/X.swift": "import Foundation\nimport FoundationXML\n",
    }, [("Tests/FooTests/T.swift", 1, 1, "(line 4)"), ("Sources/Foo/X.swift", 2, 1, "outside `#if canImport")]),
    ("i: /proc in comments only", {
        "Sources/Foo/Bar.swift": '// reads "/proc/self/status"\n/// "/proc"\n'
        '/* "/proc/1/stat" /* nested */ "/proc/" */\n'
        'let path = "/procedure" // not "/proc/"\nlet share = total/proc/2\n',
    }, []),
    ("j: a Python testee running setsid", {
        "Tests/Testees/t/t.py": "import subprocess, sys\n# not 'setsid' here\n"
        'subprocess.Popen(["setsid", sys.executable])\n',
    }, [("Tests/Testees/t/t.py", 3, 19, "start_new_session=True")]),
    ("k: the escape hatch, with and without a reason", {
        "Sources/Foo/Bar.swift": PROC_READ + "  // portability: allowed (Linux diagnostics, never built on Darwin)\n"
        + PROC_READ + "  // portability: allowed ()\n",
        "Tests/Testees/t/t.py": "run(['setsid', 'x'])  # portability: allowed (the Linux-only hostile case)\n",
    }, [("Sources/Foo/Bar.swift", 2, 50, "procfs")]),
    ("l: a nested #if inside a Linux branch keeps the guard", {
        "Sources/HostSystem/Status.swift": "#if os(Linux)\n    #if DEBUG\n        " + PROC_READ + "\n    #else\n"
        "        #if canImport(Glibc)\n            let trimmed = malloc_trim(0)\n        #endif\n    #endif\n"
        "#elseif canImport(Darwin)\n#endif\n",
    }, []),
    ("m: no platform layer", {"Sources/Foo/Bar.swift": "let x = 1\n"}, [("Sources/HostSystem", 0, 0, "missing")]),
    ("n: strings: // inside is no comment; interpolations, raw and multi-line strings; nested comments", {
        "Sources/Foo/Bar.swift": 'let u = "http://x"; let p = "/proc/\\(pid)/stat"\n'
        'let q = "\\(name ?? "none")"; let r = #"a " /proc/ b"#\n'
        'let s = "\\(x)" + "/proc/"; let t = "\\((a))" // "/proc/"\n'
        '/* a /* b */ c */ let v = "/proc/"\n'
        'let m = """\n    "quoted" // "/proc/"\n    #if os(Linux)\n    """\n',
    }, [("Sources/Foo/Bar.swift", 1, 30, "procfs"), ("Sources/Foo/Bar.swift", 2, 44, "procfs"),
        ("Sources/Foo/Bar.swift", 3, 19, "procfs"), ("Sources/Foo/Bar.swift", 4, 28, "procfs"),
        ("Sources/Foo/Bar.swift", 6, 18, "procfs")]),
    ("o: a chain for Linux and macOS together is no Linux guard", {
        "Sources/HostSystem/Spawn.swift": "#if os(Linux) || os(macOS)\nvar actions = posix_spawn_file_actions_t()\n"
        "#endif\n#if (os(Linux)) || canImport(Musl)\nvar attributes = posix_spawnattr_t()\n"
        "#elseif os(macOS) && DEBUG\n#endif\n",
    }, [("Sources/HostSystem/Spawn.swift", 2, 15, "opaque pointer")]),
]


def write_tree(root, files):
    for path, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
        with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
            handle.write(text)


def run_case(name, files, expected):
    """None when the checker's verdict on the tree is the expected one; otherwise what differs."""
    with tempfile.TemporaryDirectory() as root:
        if not name.startswith("m:"):
            files = {"Sources/HostSystem/Status.swift": CLEAN_LAYER, **files}
        write_tree(root, files)
        findings, _ = check_tree(root)
    got = [(f.path, f.line, f.column) for f in findings]
    if got != sorted((path, line, column) for path, line, column, _ in expected):
        return f"expected {[e[:3] for e in expected]}, got:\n" + "\n".join(map(str, findings))
    for finding, (*_, part) in zip(findings, sorted(expected), strict=True):
        if part not in finding.message:
            return f"expected {part!r} in: {finding}"
    return None


def run_command_line():
    """The script as a program: exit 0 on a clean tree, 1 with findings (as path:line:column), 2 for a bad ROOT."""
    with tempfile.TemporaryDirectory() as scratch:
        clean, dirty = os.path.join(scratch, "clean"), os.path.join(scratch, "dirty")
        write_tree(clean, {"Sources/HostSystem/Status.swift": CLEAN_LAYER})
        write_tree(dirty, {"Sources/HostSystem/Status.swift": CLEAN_LAYER, "Sources/Foo/Bar.swift": PROC_READ + "\n"})
        for root, code, output in ((clean, 0, "0 findings"), (dirty, 1, "Sources/Foo/Bar.swift:1:50: "),
                                   (os.path.join(clean, "Sources/HostSystem/Status.swift"), 2, "")):
            result = subprocess.run([sys.executable, os.path.abspath(__file__), root], capture_output=True, text=True)
            if result.returncode != code or output not in result.stdout:
                got = f"{result.returncode}: {result.stdout}{result.stderr}"
                return f"{root}: expected exit {code} with {output!r}, got {got}"
    return None


def self_test():
    failures = [(name, run_case(name, files, expected)) for name, files, expected in CASES]
    failures.append(("the command line's exit codes", run_command_line()))
    failures = [(name, problem) for name, problem in failures if problem]
    for name, problem in failures:
        print(f"self-test: FAILED {name}: {problem}")
    if failures:
        return 1
    print(f"self-test: {len(CASES) + 1} cases passed")
    return 0


# ---------------------------------------------------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description="Keep Linux/Darwin differences inside Sources/HostSystem.")
    parser.add_argument("root", nargs="?", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser.add_argument("--self-test", action="store_true", help="check the checker on scratch trees")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    if not os.path.isdir(arguments.root):
        parser.print_usage(sys.stderr)
        print(f"check_portability.py: error: ROOT is not a folder: {arguments.root}", file=sys.stderr)
        return 2
    findings, summary = check_tree(arguments.root)
    for finding in findings:
        print(finding)
    print(summary)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
