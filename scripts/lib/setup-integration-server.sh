# shellcheck shell=bash
# Sourced by scripts/test (and anything else that needs the Python integration server):
# makes sure .build/integration-venv exists and holds exactly IntegrationServer/requirements.txt.
#
# - Fast and quiet when nothing changed: a stamp file records the hash of the requirements and
#   of the interpreter's version; a matching stamp skips pip entirely.
# - Works on a fresh machine with only python3 (>= 3.10) and network access to PyPI: when
#   `python3 -m venv` is unusable (Debian/Ubuntu without python3-venv) and we are root with
#   apt-get, installs python3-venv first.
# - Set COURIER_SKIP_INTEGRATION_SERVER=1 to skip it.
# - Runs in a subshell: defines no variables or functions in the sourcing shell; a failure
#   returns non-zero (which stops a caller running under `set -e`).
(
    set -euo pipefail
    [ "${COURIER_SKIP_INTEGRATION_SERVER:-0}" = 1 ] && exit 0
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
    venv="$root/.build/integration-venv"
    requirements="$root/IntegrationServer/requirements.txt"
    stamp="$venv/.requirements-stamp"
    say() { printf 'setup-integration-server: %s\n' "$*" >&2; }

    python=${COURIER_PYTHON:-python3}
    if ! command -v "$python" >/dev/null 2>&1; then
        say "python3 (3.10 or later) must be on PATH for the integration server"
        exit 1
    fi
    # One interpreter call (pyenv shims are slow): the version, or nothing when it is too old.
    version=$("$python" -c 'import sys; v = sys.version_info
print(f"{v[0]}.{v[1]}.{v[2]}" if v >= (3, 10) else "")')
    if [ -z "$version" ]; then
        say "the integration server needs Python 3.10 or later (found $("$python" --version 2>&1))"
        exit 1
    fi

    if command -v sha256sum >/dev/null 2>&1; then hash=(sha256sum); else hash=(shasum -a 256); fi
    wanted=$( { cat "$requirements"; echo "$version"; } | "${hash[@]}" | cut -d' ' -f1)
    if [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$wanted" ] \
        && "$venv/bin/python" -c 'import importlib.util as u, sys
sys.exit(0 if all(u.find_spec(m) for m in ("strawberry", "ariadne", "uvicorn")) else 1)' >/dev/null 2>&1; then
        exit 0
    fi

    venv_works() { "$python" -c 'import ensurepip, venv' >/dev/null 2>&1; }
    if ! venv_works; then
        if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
            minor=${version%.*}
            say "installing python3-venv with apt-get"
            export DEBIAN_FRONTEND=noninteractive
            apt-get update -qq >/dev/null
            apt-get install -y -qq python3-venv >/dev/null 2>&1 \
                || apt-get install -y -qq "python$minor-venv" >/dev/null
        fi
        if ! venv_works; then
            say "'$python -m venv' is unavailable: install python3-venv (Debian/Ubuntu) and retry"
            exit 1
        fi
    fi

    # Recreate a venv that is broken, lacks pip, or was made by another Python version.
    venv_version=$("$venv/bin/python" -c 'import sys, pip; v = sys.version_info
print(f"{v[0]}.{v[1]}.{v[2]}")' 2>/dev/null || true)
    if [ "$venv_version" != "$version" ]; then
        say "creating $venv"
        rm -rf "$venv"
        mkdir -p "$root/.build"
        "$python" -m venv "$venv"
    fi
    say "installing pinned requirements into $venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input \
        -r "$requirements"
    printf '%s\n' "$wanted" >"$stamp"
)
