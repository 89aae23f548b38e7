"""The /control endpoint (faults, delays, reset, request log) and the REST routes."""

from __future__ import annotations

import time

from client import control, gql, http, post_json


def test_fail_next_answers_injected_statuses_then_recovers(base_url):
    state = control(base_url, fail_next=2, status=503, retry_after=1)
    assert state["pendingFaults"] == 2
    for _ in range(2):
        reply = gql(base_url, "{ hero { name } }")
        assert reply.status == 503 and reply.headers["Retry-After"] == "1"
        assert reply.json == {"error": "injected fault"}
    assert gql(base_url, "{ hero { name } }").json["data"] == {"hero": {"name": "R2-D2"}}
    assert http("GET", base_url + "/control").json["counts"]["faultsServed"] == 2


def test_custom_fault_bodies_and_path_filter(base_url):
    control(base_url, fail_next=1, status=502, body="<html>Bad gateway</html>", content_type="text/html",
            path="/rest")
    assert gql(base_url, "{ hero { name } }").status == 200  # /graphql is not affected
    reply = http("GET", base_url + "/rest/characters/1000")
    assert reply.status == 502 and reply.body == b"<html>Bad gateway</html>"
    assert reply.content_type.startswith("text/html")
    control(base_url, fail_next=1, status=200, body='{"data": {"hero": ', content_type="application/json")
    truncated = gql(base_url, "{ hero { name } }")
    assert truncated.status == 200 and truncated.body == b'{"data": {"hero": '
    control(base_url, fail_next=1, status=200, body="")
    assert gql(base_url, "{ hero { name } }").body == b""


def test_delay_next_then_normal_answer(base_url):
    control(base_url, delay_next=1, delay_ms=500)
    start = time.monotonic()
    assert gql(base_url, "{ hero { name } }").json["data"] == {"hero": {"name": "R2-D2"}}
    assert time.monotonic() - start >= 0.5
    start = time.monotonic()
    gql(base_url, "{ hero { name } }")
    assert time.monotonic() - start < 0.5
    state = http("GET", base_url + "/control").json
    assert state["counts"]["delaysServed"] == 1 and state["requestCount"] == 2
    assert [r.get("fault") for r in state["requests"]] == [None, None]


def test_reset_clears_faults_reviews_and_log(base_url):
    control(base_url, fail_next=3)
    post_json(base_url + "/rest/reviews", {"episode": "JEDI", "stars": 3})
    state = control(base_url, reset=True)
    assert state["pendingFaults"] == 0 and state["reviewCount"] == 0 and state["requestCount"] == 0
    assert state["requests"] == []
    bad = post_json(base_url + "/control", {"fail_next": "many"})
    assert bad.status == 400 and "error" in bad.json


def test_request_log_records_headers_and_operation_names(base_url):
    gql(base_url, "query Named { hero { id } }", operationName="Named", headers={"X-Trace": "abc"})
    state = http("GET", base_url + "/control").json
    request = state["requests"][-1]
    assert request["operations"] == ["Named"] and request["headers"]["x-trace"] == "abc"
    assert state["operationCounts"] == {"Named": 1} and state["requestCount"] == 1


def test_rest_characters(base_url):
    all_characters = http("GET", base_url + "/rest/characters").json["characters"]
    assert [c["name"] for c in all_characters][:2] == ["Luke Skywalker", "Darth Vader"] and len(all_characters) == 7
    luke = http("GET", base_url + "/rest/characters/1000").json
    assert luke["type"] == "Human" and luke["friends"] == ["1002", "1003", "2000", "2001"] and luke["mass"] == 77.0
    assert http("GET", base_url + "/rest/characters/2001").json["primaryFunction"] == "Astromech"
    missing = http("GET", base_url + "/rest/characters/42")
    assert missing.status == 404 and missing.json == {"error": "not found", "id": "42"}


def test_rest_reviews_are_shared_with_graphql(base_url):
    created = post_json(base_url + "/rest/reviews", {"episode": "EMPIRE", "stars": 4, "commentary": "Cold"})
    assert created.status == 201 and created.json == {"episode": "EMPIRE", "stars": 4, "commentary": "Cold"}
    assert created.headers["Location"] == "/rest/reviews/0"
    assert post_json(base_url + "/rest/reviews", {"stars": 7}).status == 422
    assert gql(base_url, "{ reviews(episode: EMPIRE) { stars } }").json["data"]["reviews"] == [{"stars": 4}]
    assert http("GET", base_url + "/rest/reviews?episode=JEDI").json == {"reviews": []}


def test_rest_echo_status_and_slow(base_url):
    echo = http("PUT", base_url + "/rest/echo?a=1&a=2", b"\x00\x01body", {"X-One": "1", "Content-Type": "application/octet-stream"}).json
    assert echo["method"] == "PUT" and echo["query"] == [["a", "1"], ["a", "2"]] and echo["bodySize"] == 6
    assert ["x-one", "1"] in echo["headers"] and echo["bodyBase64"] == "AAFib2R5"
    teapot = http("GET", base_url + "/rest/status/418")
    assert teapot.status == 418 and teapot.json == {"status": 418}
    assert http("DELETE", base_url + "/rest/status/204").status == 204
    start = time.monotonic()
    assert http("GET", base_url + "/rest/slow?ms=300").json == {"slept": 300}
    assert time.monotonic() - start >= 0.3


def test_health(base_url):
    assert http("GET", base_url + "/health").body == b"ok"


def test_scoped_faults_field_failures_and_log(base_url):
    a, b = {"X-Courier-Test-Scope": "A"}, {"X-Courier-Test-Scope": "B"}
    state = control(base_url, scope="A", fail_next=1, status=500, fail_field="Droid.name")
    assert state["scope"] == "A" and state["pendingFaults"] == 1 and state["fieldFailures"] == {"Droid.name": None}
    control(base_url, scope="B", fail_next=1, status=502)
    assert gql(base_url, "{ hero { name } }").status == 200  # no scope: untouched
    assert gql(base_url, "{ hero { name } }", headers=a).status == 500
    assert gql(base_url, "{ hero { name } }", headers=a).json["data"] == {"hero": None}  # Droid.name fails in A
    assert gql(base_url, "{ hero { name } }").json["data"] == {"hero": {"name": "R2-D2"}}
    assert http("GET", base_url + "/rest/characters/1000", headers=a).status == 200
    only_a = http("GET", base_url + "/control?scope=A").json
    assert only_a["requestCount"] == 2 and [r["path"] for r in only_a["requests"]] == ["/graphql", "/graphql", "/rest/characters/1000"]
    assert only_a["requests"][0]["fault"] == 500
    control(base_url, scope="A", reset=True)
    assert http("GET", base_url + "/control?scope=A").json["requests"] == []
    assert gql(base_url, "{ hero { name } }", headers=a).json["data"] == {"hero": {"name": "R2-D2"}}
    assert gql(base_url, "{ hero { name } }", headers=b).status == 502  # B's fault survived A's reset


def test_rest_form_describes_each_multipart_part(base_url):
    import hashlib
    body = (b'--xb\r\nContent-Disposition: form-data; name="title"\r\n\r\nhello\r\n'
            b'--xb\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n'
            b'Content-Type: application/octet-stream\r\n\r\n\x00\x01--xb\r\n--xb--\r\n')
    reply = http("POST", base_url + "/rest/form", body, {"Content-Type": "multipart/form-data; boundary=xb"})
    assert reply.status == 200
    title, file = reply.json["parts"]
    assert title == {"name": "title", "filename": None, "contentType": None, "size": 5,
                     "sha256": hashlib.sha256(b"hello").hexdigest(), "value": "hello"}
    assert file["filename"] == "a.bin" and file["size"] == 6
    assert file["sha256"] == hashlib.sha256(b"\x00\x01--xb").hexdigest()
    assert http("POST", base_url + "/rest/form", b"{}", {"Content-Type": "application/json"}).status == 415


def test_rest_files_round_trip_and_unknown_name(base_url):
    payload = bytes((i * 131 + (i >> 12)) & 0xFF for i in range(300_000))
    stored = http("PUT", base_url + "/rest/files/pytest.bin", body=payload,
                  headers={"Content-Type": "application/octet-stream"})
    assert stored.status == 201 and stored.json == {"name": "pytest.bin", "size": len(payload)}
    fetched = http("GET", base_url + "/rest/files/pytest.bin")
    assert fetched.status == 200 and fetched.body == payload
    assert fetched.headers["Content-Length"] == str(len(payload))
    missing = http("GET", base_url + "/rest/files/never-uploaded.bin")
    assert missing.status == 404 and missing.json == {"error": "not found", "name": "never-uploaded.bin"}
