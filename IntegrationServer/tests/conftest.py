"""Starts the integration servers once for the whole self-test (or uses
COURIER_INTEGRATION_SERVER_URL / COURIER_ARIADNE_SERVER_URL when they are set) and resets the
Strawberry server's state before every test."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _server(variable: str, server: str):
    given = os.environ.get(variable)
    if given:
        yield given.rstrip("/")
        return
    script = ROOT / "scripts" / "integration-server"
    environment = {**os.environ, "COURIER_SERVER": server}
    url = subprocess.run([str(script), "start", "--owner", str(os.getpid())], check=True, env=environment,
                         capture_output=True, text=True, timeout=120).stdout.strip()
    try:
        yield url
    finally:
        subprocess.run([str(script), "stop"], check=False, timeout=60, env=environment)


@pytest.fixture(scope="session")
def base_url():
    """The Strawberry server (with /control)."""
    yield from _server("COURIER_INTEGRATION_SERVER_URL", "strawberry")


@pytest.fixture(scope="session")
def ariadne_url():
    """The stock Ariadne server (no /control)."""
    yield from _server("COURIER_ARIADNE_SERVER_URL", "ariadne")


@pytest.fixture(params=["strawberry", "ariadne"])
def server(request):
    """(name, base URL) of each server in turn, for the checks that run against both."""
    fixture = "base_url" if request.param == "strawberry" else "ariadne_url"
    return request.param, request.getfixturevalue(fixture)


@pytest.fixture(autouse=True)
def reset(base_url):
    request = urllib.request.Request(base_url + "/control", data=json.dumps({"reset": True}).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 200
