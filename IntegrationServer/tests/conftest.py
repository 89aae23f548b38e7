"""Starts the integration server once for the whole self-test (or uses
COURIER_INTEGRATION_SERVER_URL when it is set) and resets its state before every test."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def base_url():
    given = os.environ.get("COURIER_INTEGRATION_SERVER_URL")
    if given:
        yield given.rstrip("/")
        return
    script = ROOT / "scripts" / "integration-server"
    url = subprocess.run([str(script), "start", "--owner", str(os.getpid())], check=True,
                         capture_output=True, text=True, timeout=120).stdout.strip()
    try:
        yield url
    finally:
        subprocess.run([str(script), "stop"], check=False, timeout=60)


@pytest.fixture(autouse=True)
def reset(base_url):
    request = urllib.request.Request(base_url + "/control", data=json.dumps({"reset": True}).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 200
