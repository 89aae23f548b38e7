"""Streamed HTTP: Apollo multipart subscriptions (with heartbeats) and @defer multipart delivery."""

from __future__ import annotations

import http.client
import json
import time
import urllib.parse

from client import control, gql, http as http_request, post_json

SUBSCRIPTION_ACCEPT = 'multipart/mixed;subscriptionSpec="1.0",application/json'
DEFER_ACCEPT = "multipart/mixed;deferSpec=20220824,application/json"


def parts(body: bytes, boundary: str) -> list:
    """The JSON parts of a multipart/mixed body; asserts the framing on the way."""
    assert body.endswith(f"\r\n--{boundary}--\r\n".encode()), body[-40:]
    chunks = body[: -len(f"\r\n--{boundary}--\r\n")].split(f"\r\n--{boundary}\r\n".encode())
    assert chunks[0] == b""
    result = []
    for chunk in chunks[1:]:
        headers, _, payload = chunk.partition(b"\r\n\r\n")
        assert headers.lower() == b"content-type: application/json; charset=utf-8"
        result.append(json.loads(payload))
    return result


def open_stream(base_url: str, payload: dict, accept: str):
    url = urllib.parse.urlparse(base_url)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
    connection.request("POST", "/graphql", json.dumps(payload),
                       {"Content-Type": "application/json", "Accept": accept})
    return connection, connection.getresponse()


def test_multipart_subscription_streams_payloads_then_closes(base_url):
    reply = post_json(base_url + "/graphql", {"query": "subscription { count(to: 3, intervalMs: 1) }"},
                      {"Accept": SUBSCRIPTION_ACCEPT})
    assert reply.status == 200
    assert reply.content_type == 'multipart/mixed;boundary="graphql";subscriptionSpec="1.0"'
    assert parts(reply.body, "graphql") == [{"payload": {"data": {"count": n}}} for n in (1, 2, 3)]


def test_multipart_subscription_stream_failure(base_url):
    reply = post_json(base_url + "/graphql", {"query": "subscription { failAfter(n: 1) }"},
                      {"Accept": SUBSCRIPTION_ACCEPT})
    received = parts(reply.body, "graphql")
    assert received[0] == {"payload": {"data": {"failAfter": 1}}}
    assert received[1]["payload"]["data"] is None
    assert received[1]["payload"]["errors"][0]["extensions"]["code"] == "STREAM_FAILED" and len(received) == 2


def test_multipart_subscription_heartbeats(base_url):
    control(base_url, multipart_heartbeat_ms=100)
    reply = post_json(base_url + "/graphql", {"query": "subscription { count(to: 2, intervalMs: 450) }"},
                      {"Accept": SUBSCRIPTION_ACCEPT})
    received = parts(reply.body, "graphql")
    assert received[0] == {"payload": {"data": {"count": 1}}} and received[-1] == {"payload": {"data": {"count": 2}}}
    assert 2 <= received.count({}) <= 6 and len(received) == received.count({}) + 2


def test_multipart_review_added_and_client_disconnect(base_url):
    connection, response = open_stream(base_url, {"query": "subscription { reviewAdded { stars } }"},
                                       SUBSCRIPTION_ACCEPT)
    assert response.status == 200
    deadline = time.monotonic() + 5
    while http_request("GET", base_url + "/control").json["reviewSubscribers"] != 1:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    gql(base_url, "mutation { createReview(review: {stars: 2}) { stars } }")
    buffer = b""
    while b'"payload"' not in buffer:
        buffer += response.read1(4096)
    assert b'{"payload":{"data":{"reviewAdded":{"stars":2}}}}' in buffer
    connection.close()
    while http_request("GET", base_url + "/control").json["reviewSubscribers"] != 0:
        assert time.monotonic() < deadline + 5, "the server kept the subscription of a closed connection"
        time.sleep(0.05)


def test_subscription_over_http_without_multipart_accept_is_rejected(base_url):
    reply = post_json(base_url + "/graphql", {"query": "subscription { count(to: 1) }"})
    assert reply.status == 400 and "multipart/mixed" in reply.json["errors"][0]["message"]


def test_defer_streams_the_initial_result_then_increments(base_url):
    query = 'query { hero { name ... @defer(label: "friends") { friends { name } } } }'
    reply = post_json(base_url + "/graphql", {"query": query}, {"Accept": DEFER_ACCEPT})
    assert reply.status == 200 and reply.content_type == 'multipart/mixed;boundary="-";deferSpec=20220824'
    assert parts(reply.body, "-") == [
        {"data": {"hero": {"name": "R2-D2"}}, "hasNext": True},
        {"incremental": [{"data": {"friends": [{"name": "Luke Skywalker"}, {"name": "Han Solo"},
                                               {"name": "Leia Organa"}]},
                          "path": ["hero"], "label": "friends"}], "hasNext": False},
    ]


def test_defer_sends_the_initial_part_before_the_slow_fragment(base_url):
    start = time.monotonic()
    connection, response = open_stream(base_url, {"query": "{ hero { name } ... @defer { slow(ms: 1000) } }"},
                                       DEFER_ACCEPT)
    buffer = b""
    while b'"hasNext":true' not in buffer:
        buffer += response.read1(4096)
    first_part_at = time.monotonic() - start
    rest = response.read()
    total = time.monotonic() - start
    connection.close()
    assert first_part_at < 0.8 and total >= 1.0
    assert parts(buffer + rest, "-")[1] == {"incremental": [{"data": {"slow": "slept 1000ms"}, "path": []}],
                                            "hasNext": False}


def test_defer_without_multipart_accept_is_refused(base_url):
    reply = post_json(base_url + "/graphql", {"query": "{ hero { ... @defer { name } } }"},
                      {"Accept": "application/graphql-response+json"})
    assert reply.status == 406 and reply.json["errors"][0]["extensions"]["code"] == "INCREMENTAL_DELIVERY_NOT_ACCEPTED"
