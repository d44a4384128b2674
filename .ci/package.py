#!/usr/bin/env python3
"""Write the release's archives from the release folder (`aecheck` with its `Specs/` beside it), with Python's
standard library alone, the same bytes from the same folder: entries sorted, no owners, fixed times, fixed modes
(0755 for the program and the npm launcher, 0644 for the rest), gzip without a name or a time.

Usage (.ci/release calls it):
  package.py tar   FOLDER OUTPUT.tar.gz                                   the folder, under its own name
  package.py wheel FOLDER OUTPUT-FOLDER --version V --platform PLATFORM   aecheck-V-py3-none-PLATFORM.whl
  package.py npm   FOLDER OUTPUT.tgz --version V --os OS --cpu CPU        npm pack's layout, package/...

The wheel holds the package `aecheck` (its console script `aecheck` executes aecheck/_bin/aecheck in place, so that
the program finds aecheck/_bin/Specs beside its own path); the npm package holds bin/aecheck.js (which starts
dist/aecheck with the same arguments and stdio, passes SIGINT and SIGTERM on, and ends as the program ended) and
dist/aecheck with dist/Specs. Neither has a dependency. Prints the path it wrote.
"""

import argparse
import base64
import csv
import gzip
import hashlib
import io
import os
import sys
import tarfile
import zipfile

TAR_TIME = 0  # 1970-01-01, as the tarball always had (tar --mtime=@0)
ZIP_TIME = (1980, 1, 1, 0, 0, 0)  # the earliest time a zip entry can hold
SUMMARY = "The AccessEnabler conformance suite: runs its specs against a port over the adapter protocol"


def folder_files(folder):
    """Every file under folder as (path relative to it, bytes, executable), sorted by path; a link or
    anything that is not a plain file is refused (an archive here holds files only)."""
    found = []
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        for name in dirs + files:
            path = os.path.join(root, name)
            if os.path.islink(path):
                sys.exit(f"package.py: {path} is a link; the release folder holds files only")
        for name in files:
            path = os.path.join(root, name)
            if not os.path.isfile(path):
                sys.exit(f"package.py: {path} is not a plain file")
            with open(path, "rb") as handle:
                data = handle.read()
            relative = os.path.relpath(path, folder).replace(os.sep, "/")
            found.append((relative, data, os.access(path, os.X_OK)))
    found.sort(key=lambda entry: entry[0])
    if not any(path == "aecheck" for path, _, _ in found) or not any(path.startswith("Specs/") for path, _, _ in found):
        sys.exit(f"package.py: {folder} holds no aecheck with Specs/ beside it")
    return found


def write_gzipped_tar(output, entries):
    """entries: (path, bytes or None for a folder, executable), in the order given."""
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as archive:
        for path, data, executable in entries:
            info = tarfile.TarInfo(path)
            info.mtime = TAR_TIME
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            if data is None:
                info.type = tarfile.DIRTYPE
                info.mode = 0o755
                archive.addfile(info)
            else:
                info.size = len(data)
                info.mode = 0o755 if executable else 0o644
                archive.addfile(info, io.BytesIO(data))
    with open(output, "wb") as handle:
        with gzip.GzipFile(filename="", mode="wb", fileobj=handle, mtime=0, compresslevel=9) as compressed:
            compressed.write(raw.getvalue())


def tar_command(arguments):
    folder = os.path.normpath(arguments.folder)
    top = os.path.basename(folder)
    files = folder_files(folder)
    folders = {top}
    for path, _, _ in files:
        parts = path.split("/")[:-1]
        for depth in range(1, len(parts) + 1):
            folders.add(top + "/" + "/".join(parts[:depth]))
    entries = [(name, None, True) for name in folders]
    entries += [(f"{top}/{path}", data, executable) for path, data, executable in files]
    entries.sort(key=lambda entry: entry[0])
    write_gzipped_tar(arguments.output, entries)
    return arguments.output


INIT_PY = '''"""aecheck, the AccessEnabler conformance suite, as a Python package: the program and its specs, run in place."""

import os
import sys

__version__ = "{version}"


def program():
    """The bundled program; it finds the specs beside its own path (_bin/Specs)."""
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "_bin", "aecheck")


def main():
    """The console script `aecheck`: this process becomes the program, with the same arguments."""
    path = program()
    try:
        os.execv(path, [path] + sys.argv[1:])
    except OSError as error:
        sys.stderr.write(f"aecheck: cannot run {{path}}: {{error.strerror}}\\n")
        return 127
'''

MAIN_PY = '''import sys

from aecheck import main

sys.exit(main())
'''


def record_hash(data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"sha256={digest}"


def wheel_command(arguments):
    version, platform = arguments.version, arguments.platform
    files = folder_files(arguments.folder)
    dist_info = f"aecheck-{version}.dist-info"
    entries = [("aecheck/__init__.py", INIT_PY.format(version=version).encode(), False),
               ("aecheck/__main__.py", MAIN_PY.encode(), False)]
    entries += [(f"aecheck/_bin/{path}", data, executable) for path, data, executable in files]
    entries.sort(key=lambda entry: entry[0])
    metadata = (f"Metadata-Version: 2.1\nName: aecheck\nVersion: {version}\nSummary: {SUMMARY}\n"
                "Requires-Python: >=3.8\n")
    wheel = (f"Wheel-Version: 1.0\nGenerator: aecheck .ci/package.py\nRoot-Is-Purelib: false\n"
             f"Tag: py3-none-{platform}\n")
    entries += [(f"{dist_info}/METADATA", metadata.encode(), False),
                (f"{dist_info}/WHEEL", wheel.encode(), False),
                (f"{dist_info}/entry_points.txt", b"[console_scripts]\naecheck = aecheck:main\n", False)]
    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    for path, data, _ in entries:
        writer.writerow([path, record_hash(data), len(data)])
    writer.writerow([f"{dist_info}/RECORD", "", ""])
    entries.append((f"{dist_info}/RECORD", record.getvalue().encode(), False))
    output = os.path.join(arguments.output_folder, f"aecheck-{version}-py3-none-{platform}.whl")
    with zipfile.ZipFile(output, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path, data, executable in entries:
            info = zipfile.ZipInfo(path, date_time=ZIP_TIME)
            info.create_system = 3  # Unix: external_attr holds the mode, which pip applies
            info.external_attr = (0o100755 if executable else 0o100644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data, compresslevel=9)
    return output


LAUNCHER_JS = r"""#!/usr/bin/env node
// aecheck, the AccessEnabler conformance suite: starts the bundled program (dist/aecheck, which finds dist/Specs
// beside its own path) with this command's arguments and stdio, passes SIGINT and SIGTERM on to it, and ends as it
// ended: with its exit code, or by the signal that ended it.
'use strict';
const { spawn } = require('child_process');
const path = require('path');

const program = path.join(__dirname, '..', 'dist', 'aecheck');
const child = spawn(program, process.argv.slice(2), { stdio: 'inherit' });
const forwarded = ['SIGINT', 'SIGTERM'];
for (const signal of forwarded) {
  process.on(signal, () => { child.kill(signal); });
}
child.on('error', (error) => {
  process.stderr.write(`aecheck: cannot run ${program}: ${error.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  if (signal) {
    for (const each of forwarded) process.removeAllListeners(each);
    process.kill(process.pid, signal);
    process.exit(128 + (require('os').constants.signals[signal] || 0));
  }
  process.exit(code);
});
"""


def npm_command(arguments):
    files = folder_files(arguments.folder)
    package = (
        "{\n"
        '  "name": "aecheck",\n'
        f'  "version": "{arguments.version}",\n'
        f'  "description": "{SUMMARY}",\n'
        '  "bin": {\n    "aecheck": "bin/aecheck.js"\n  },\n'
        f'  "os": [\n    "{arguments.os}"\n  ],\n'
        f'  "cpu": [\n    "{arguments.cpu}"\n  ]\n'
        "}\n"
    )
    entries = [("package/package.json", package.encode(), False),
               ("package/bin/aecheck.js", LAUNCHER_JS.encode(), True)]
    entries += [(f"package/dist/{path}", data, executable) for path, data, executable in files]
    entries.sort(key=lambda entry: entry[0])
    write_gzipped_tar(arguments.output, entries)
    return arguments.output


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    tar = commands.add_parser("tar")
    tar.add_argument("folder")
    tar.add_argument("output")
    wheel = commands.add_parser("wheel")
    wheel.add_argument("folder")
    wheel.add_argument("output_folder")
    wheel.add_argument("--version", required=True)
    wheel.add_argument("--platform", required=True)
    npm = commands.add_parser("npm")
    npm.add_argument("folder")
    npm.add_argument("output")
    npm.add_argument("--version", required=True)
    npm.add_argument("--os", required=True)
    npm.add_argument("--cpu", required=True)
    arguments = parser.parse_args()
    command = {"tar": tar_command, "wheel": wheel_command, "npm": npm_command}[arguments.command]
    print(command(arguments))


if __name__ == "__main__":
    main()
