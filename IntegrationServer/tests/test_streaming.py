"""Streamed HTTP: Apollo multipart subscriptions (with heartbeats) and @defer multipart delivery."""

from __future__ import annotations

import email.parser
import email.policy
import http.client
import json
import time
import urllib.parse

from client import control, gql, http as http_request, post_json

SUBSCRIPTION_ACCEPT = 'multipart/mixed;subscriptionSpec="1.0",application/json'
DEFER_ACCEPT = "multipart/mixed;deferSpec=20220824,application/json"


def parts(body: bytes, boundary: str) -> list:
    """The JSON parts of a multipart/mixed body, read by Python's `email` parser (RFC 2046: a
    preamble before the first delimiter is not a part; a part without header fields and body,
    such as Strawberry's delimiter just before the close delimiter, is dropped)."""
    assert body.rstrip(b"\r\n").endswith(f"--{boundary}--".encode()), body[-40:]
    message = email.parser.BytesParser(policy=email.policy.compat32).parsebytes(
        f'Content-Type: multipart/mixed; boundary="{boundary}"\r\n\r\n'.encode() + body)
    result = []
    for part in message.get_payload():
        payload = part.get_payload(decode=True)
        if not part.items() and not payload:
            continue
        assert part.get_content_type() == "application/json"
        assert int(part["Content-Length"]) == len(payload)
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
    assert reply.content_type == "multipart/mixed;boundary=graphql;subscriptionSpec=1.0,application/json"
    # Strawberry's own ending: a delimiter followed at once by the close delimiter.
    assert reply.body.endswith(b"\r\n--graphql\r\n--graphql--\r\n")
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


def defer(base_url: str, query: str, **extra) -> list:
    reply = post_json(base_url + "/graphql", {"query": query, **extra}, {"Accept": DEFER_ACCEPT})
    assert reply.status == 200 and reply.content_type == 'multipart/mixed; boundary="-"', reply.body
    return parts(reply.body, "-")


def test_defer_streams_the_initial_result_then_increments(base_url):
    query = 'query { hero { name ... @defer(label: "friends") { friends { name } } } }'
    assert defer(base_url, query) == [
        {"data": {"hero": {"name": "R2-D2"}}, "hasNext": True,
         "pending": [{"id": "0", "path": ["hero"], "label": "friends"}], "extensions": None},
        {"hasNext": False, "extensions": None, "completed": [{"id": "0"}],
         "incremental": [{"data": {"friends": [{"name": "Luke Skywalker"}, {"name": "Han Solo"},
                                               {"name": "Leia Organa"}]},
                          "id": "0", "path": ["hero"], "label": "friends"}]},
    ]


def test_defer_nested_fragments_announce_their_pending_paths(base_url):
    query = 'query { hero { name ... @defer(label: "outer") { friends { name ... @defer { appearsIn } } } } }'
    first, second, third = defer(base_url, query)
    assert first["pending"] == [{"id": "0", "path": ["hero"], "label": "outer"}]
    assert [p["path"] for p in second["pending"]] == [["hero", "friends", i] for i in range(3)]
    assert second["incremental"][0]["label"] == "outer" and second["hasNext"] is True
    assert [i["path"] for i in third["incremental"]] == [["hero", "friends", i] for i in range(3)]
    assert all(i["label"] is None and i["data"] == {"appearsIn": ["NEWHOPE", "EMPIRE", "JEDI"]}
               for i in third["incremental"]) and third["hasNext"] is False


def test_defer_if_false_answers_one_json_result(base_url):
    reply = post_json(base_url + "/graphql", {"query": "query { hero { name ... @defer(if: false) { id } } }"},
                      {"Accept": DEFER_ACCEPT})
    assert reply.status == 200 and reply.content_type == "application/json"
    assert reply.json == {"data": {"hero": {"name": "R2-D2", "id": "2001"}}}


def test_defer_if_variable_true_defers(base_url):
    query = 'query Q($d: Boolean!) { hero { id ... @defer(if: $d, label: "x") { name } } }'
    received = defer(base_url, query, variables={"d": True})
    assert received[1]["incremental"] == [{"data": {"name": "R2-D2"}, "id": "0", "path": ["hero"], "label": "x"}]


def test_defer_nullable_field_error_arrives_inside_the_increment(base_url):
    received = defer(base_url, 'query { hero { id } ... @defer(label: "err") { heroWithError { id } } }')
    increment = received[1]["incremental"][0]
    assert increment["data"] == {"heroWithError": None} and increment["path"] == []
    assert increment["errors"][0]["extensions"]["code"] == "INTENTIONAL_ERROR"


def test_defer_non_null_field_error_fails_the_fragment_in_completed(base_url):
    control(base_url, fail_field="Droid.name")
    received = defer(base_url, 'query { hero { id ... @defer(label: "nn") { name } } }')
    assert "incremental" not in received[1]
    completed = received[1]["completed"][0]
    assert completed["id"] == "0" and completed["errors"][0]["path"] == ["hero", "name"]
    assert completed["errors"][0]["extensions"]["code"] == "INJECTED_FIELD_ERROR"


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
    assert parts(buffer + rest, "-")[1]["incremental"] == [{"data": {"slow": "slept 1000ms"}, "id": "0",
                                                            "path": [], "label": None}]


def test_defer_without_multipart_accept_is_refused(base_url):
    reply = post_json(base_url + "/graphql", {"query": "{ hero { ... @defer { name } } }"},
                      {"Accept": "application/graphql-response+json"})
    assert reply.status == 406 and reply.json["errors"][0]["extensions"]["code"] == "INCREMENTAL_DELIVERY_NOT_ACCEPTED"
