"""GraphQL over HTTP: queries, mutation, errors, batching, APQ, content negotiation, uploads."""

from __future__ import annotations

import concurrent.futures
import hashlib
import json
import time

from client import control, gql, gql_get, http, multipart, post_json

HERO = """
query Hero($episode: Episode) {
  hero(episode: $episode) {
    __typename
    ...Names
    ... on Human { homePlanet height(unit: FOOT) starships { name length } }
    ... on Droid { primaryFunction }
    appearsIn
  }
}
fragment Names on Character { id name friends { name } }
"""


def test_query_with_variables_fragments_and_type_conditions(base_url):
    reply = gql(base_url, HERO, {"episode": "EMPIRE"})
    assert reply.status == 200 and reply.content_type.startswith("application/json")
    hero = reply.json["data"]["hero"]
    assert hero["__typename"] == "Human" and hero["name"] == "Luke Skywalker" and hero["id"] == "1000"
    assert [f["name"] for f in hero["friends"]] == ["Han Solo", "Leia Organa", "C-3PO", "R2-D2"]
    assert abs(hero["height"] - 1.72 * 3.28084) < 1e-9 and hero["homePlanet"] == "Tatooine"
    assert hero["starships"] == [{"name": "X-Wing", "length": 12.5}, {"name": "Imperial shuttle", "length": 20.0}]
    assert "errors" not in reply.json
    droid = gql(base_url, HERO, {"episode": "JEDI"}).json["data"]["hero"]
    assert droid["__typename"] == "Droid" and droid["name"] == "R2-D2" and droid["primaryFunction"] == "Astromech"


def test_lookups_search_and_coordinates(base_url):
    data = gql(base_url, """{ human(id: "1004") { name mass homePlanet appearsIn }
      droid(id: "2000") { name } character(id: "9") { id } starship(id: "3000") { name length(unit: METER) }
      search(text: "sky") { __typename ... on Human { name } }
      starshipCoordinates(coordinates: [[1.5, 2.5]]) { coordinates } }""").json["data"]
    assert data["human"] == {"name": "Wilhuff Tarkin", "mass": None, "homePlanet": None, "appearsIn": ["NEWHOPE"]}
    assert data["droid"] == {"name": "C-3PO"} and data["character"] is None
    assert data["starship"] == {"name": "Millenium Falcon", "length": 34.37}
    assert data["search"] == [{"__typename": "Human", "name": "Luke Skywalker"}]
    assert data["starshipCoordinates"] == {"coordinates": [[1.5, 2.5]]}


def test_friends_connection_pages_with_cursors(base_url):
    query = """query($after: ID) { human(id: "1000") { friendsConnection(first: 2, after: $after) {
      totalCount edges { cursor node { name } } friends { id } pageInfo { startCursor endCursor hasNextPage } } } }"""
    first = gql(base_url, query).json["data"]["human"]["friendsConnection"]
    assert first["totalCount"] == 4 and [e["node"]["name"] for e in first["edges"]] == ["Han Solo", "Leia Organa"]
    assert first["pageInfo"]["hasNextPage"] is True and first["pageInfo"]["endCursor"] == first["edges"][1]["cursor"]
    second = gql(base_url, query, {"after": first["pageInfo"]["endCursor"]}).json["data"]["human"]["friendsConnection"]
    assert [f["id"] for f in second["friends"]] == ["2000", "2001"] and second["pageInfo"]["hasNextPage"] is False
    bad = gql(base_url, query, {"after": "nonsense"}).json
    assert bad["data"]["human"] is None and bad["errors"][0]["path"] == ["human", "friendsConnection"]


def test_mutation_creates_reviews(base_url):
    mutation = """mutation($ep: Episode, $review: ReviewInput!) { createReview(episode: $ep, review: $review) {
      episode stars commentary } }"""
    reply = gql(base_url, mutation, {"ep": "JEDI", "review": {"stars": 5, "commentary": "Great!",
                                                             "favorite_color": {"red": 1, "green": 2, "blue": 3}}})
    assert reply.json["data"]["createReview"] == {"episode": "JEDI", "stars": 5, "commentary": "Great!"}
    gql(base_url, mutation, {"ep": "EMPIRE", "review": {"stars": 4}})
    reviews = gql(base_url, "{ reviews(episode: JEDI) { stars commentary } }").json["data"]["reviews"]
    assert reviews == [{"stars": 5, "commentary": "Great!"}]
    invalid = gql(base_url, mutation, {"ep": "JEDI", "review": {"stars": 9}}).json
    assert invalid["data"] == {"createReview": None} and invalid["errors"][0]["path"] == ["createReview"]


def test_partial_data_with_errors_and_paths(base_url):
    reply = gql(base_url, "query Partial { hero { name } heroWithError { name } }")
    body = reply.json
    assert reply.status == 200 and body["data"] == {"hero": {"name": "R2-D2"}, "heroWithError": None}
    error = body["errors"][0]
    assert error["path"] == ["heroWithError"] and error["extensions"]["code"] == "INTENTIONAL_ERROR"
    assert error["locations"] == [{"line": 1, "column": 31}]


def test_injected_field_failure_nulls_up_to_the_nullable_parent(base_url):
    control(base_url, fail_field="Human.name", fail_field_times=1, fail_field_message="no name")
    body = gql(base_url, "{ hero { name friends { name } } }").json
    assert body["data"]["hero"]["friends"][0] is None and body["data"]["hero"]["friends"][1] == {"name": "Han Solo"}
    assert body["errors"] == [{"message": "no name", "locations": [{"line": 1, "column": 25}],
                               "path": ["hero", "friends", 0, "name"], "extensions": {"code": "INJECTED_FIELD_ERROR"}}]
    assert "errors" not in gql(base_url, "{ hero { friends { name } } }").json  # used up
    control(base_url, fail_field="*.primaryFunction")
    for _ in range(2):
        assert gql(base_url, "{ hero { ... on Droid { primaryFunction } } }").json["data"]["hero"]["primaryFunction"] is None


def test_slow_field_sleeps_without_blocking_others(base_url):
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        replies = list(pool.map(lambda _: gql(base_url, "{ slow(ms: 600) }"), range(4)))
    elapsed = time.monotonic() - start
    assert all(r.json["data"] == {"slow": "slept 600ms"} for r in replies)
    assert 0.6 <= elapsed < 2.2  # one after the other would take 2.4 s


def test_echo_header(base_url):
    body = gql(base_url, "{ a: echoHeader(name: \"X-Courier-Test\") b: echoHeader(name: \"X-Absent\") }",
               headers={"X-Courier-Test": "hello"}).json
    assert body["data"] == {"a": "hello", "b": None}


def test_get_queries_and_no_mutations_over_get(base_url):
    reply = gql_get(base_url, {"query": "query H($id: ID!) { human(id: $id) { name } }", "variables": {"id": "1002"},
                               "operationName": "H"})
    assert reply.status == 200 and reply.json["data"] == {"human": {"name": "Han Solo"}}
    rejected = gql_get(base_url, {"query": "mutation { createReview(review: {stars: 1}) { stars } }"})
    assert rejected.status == 405 and rejected.headers["Allow"] == "POST"
    assert gql(base_url, "{ reviews(episode: NEWHOPE) { stars } }").json["data"]["reviews"] == []


def test_batching_returns_an_array_in_order_from_one_request(base_url):
    reply = post_json(base_url + "/graphql", [
        {"query": "query A { hero { name } }", "operationName": "A"},
        {"query": "query B($id: ID!) { human(id: $id) { name } }", "variables": {"id": "1003"}, "operationName": "B"},
        {"query": "{ nope }"},
    ])
    assert reply.status == 200
    results = reply.json
    assert [r.get("data") for r in results[:2]] == [{"hero": {"name": "R2-D2"}}, {"human": {"name": "Leia Organa"}}]
    assert "data" not in results[2] and results[2]["errors"][0]["extensions"]["code"] == "GRAPHQL_VALIDATION_FAILED"
    assert len({r["extensions"]["requestId"] for r in results}) == 1
    state = http("GET", base_url + "/control").json
    assert state["counts"]["batches"] == 1 and state["requests"][-1]["batchSize"] == 3
    assert state["operationCounts"] == {"A": 1, "B": 1}


def test_automatic_persisted_queries(base_url):
    query = "query Apq { hero { name } }"
    digest = hashlib.sha256(query.encode()).hexdigest()
    apq = {"persistedQuery": {"version": 1, "sha256Hash": digest}}
    miss = post_json(base_url + "/graphql", {"extensions": apq, "operationName": "Apq"})
    assert miss.status == 200 and "data" not in miss.json
    assert miss.json["errors"][0]["message"] == "PersistedQueryNotFound"
    assert miss.json["errors"][0]["extensions"]["code"] == "PERSISTED_QUERY_NOT_FOUND"
    registered = post_json(base_url + "/graphql", {"query": query, "extensions": apq})
    assert registered.json["data"] == {"hero": {"name": "R2-D2"}}
    hit = post_json(base_url + "/graphql", {"extensions": apq})
    assert hit.json["data"] == {"hero": {"name": "R2-D2"}}
    assert gql_get(base_url, {"extensions": apq}).json["data"] == {"hero": {"name": "R2-D2"}}
    mismatch = post_json(base_url + "/graphql", {"query": "{ hero { id } }", "extensions": apq})
    assert mismatch.status == 400 and mismatch.json["errors"][0]["extensions"]["code"] == "PERSISTED_QUERY_HASH_MISMATCH"
    state = http("GET", base_url + "/control").json
    assert [r.get("apq") for r in state["requests"]] == ["miss", "registered", "hit", "hit", "mismatch"]
    control(base_url, forget_persisted_queries=True, apq_not_found_status=400)
    forgotten = post_json(base_url + "/graphql", {"extensions": apq},
                          {"Accept": "application/graphql-response+json"})
    assert forgotten.status == 400 and forgotten.json["errors"][0]["message"] == "PersistedQueryNotFound"
    control(base_url, apq_enabled=False)
    off = post_json(base_url + "/graphql", {"extensions": apq})
    assert off.json["errors"][0]["extensions"]["code"] == "PERSISTED_QUERY_NOT_SUPPORTED"


def test_content_negotiation(base_url):
    modern = {"Accept": "application/graphql-response+json, application/json"}
    invalid = gql(base_url, "{ hero { nope } }", headers=modern)
    assert invalid.status == 400 and invalid.content_type.startswith("application/graphql-response+json")
    assert "data" not in invalid.json
    legacy = gql(base_url, "{ hero { nope } }")
    assert legacy.status == 200 and legacy.content_type.startswith("application/json") and "data" not in legacy.json
    syntax = gql(base_url, "{ hero { ", headers=modern)
    assert syntax.status == 400 and syntax.json["errors"][0]["extensions"]["code"] == "GRAPHQL_PARSE_FAILED"
    partial = gql(base_url, "{ heroWithError { name } }", headers=modern)
    assert partial.status == 200 and partial.json["data"] == {"heroWithError": None}
    missing_variable = gql(base_url, "query($id: ID!) { human(id: $id) { name } }", headers=modern)
    assert missing_variable.status == 400 and "data" not in missing_variable.json
    not_json = http("POST", base_url + "/graphql", b"{oops", {"Content-Type": "application/json"})
    assert not_json.status == 400 and not_json.json["errors"][0]["extensions"]["code"] == "BAD_REQUEST"
    no_query = post_json(base_url + "/graphql", {"variables": {}})
    assert no_query.status == 400


def test_single_and_multiple_uploads(base_url):
    one, two = b"hello courier\n" * 1000, bytes(range(256)) * 300
    body, content_type = multipart(
        [("operations", json.dumps({"query": "mutation($file: Upload!) { singleUpload(file: $file) { name contentType size sha256 } }",
                                    "variables": {"file": None}})),
         ("map", json.dumps({"0": ["variables.file"]}))],
        [("0", "hello.txt", "text/plain", one)])
    reply = http("POST", base_url + "/graphql", body, {"Content-Type": content_type})
    assert reply.json["data"]["singleUpload"] == {"name": "hello.txt", "contentType": "text/plain",
                                                  "size": len(one), "sha256": hashlib.sha256(one).hexdigest()}
    body, content_type = multipart(
        [("operations", json.dumps({"query": "mutation($files: [Upload!]!) { multipleUpload(files: $files) { name size sha256 } }",
                                    "variables": {"files": [None, None]}})),
         ("map", json.dumps({"a": ["variables.files.0"], "b": ["variables.files.1"]}))],
        [("a", "one.txt", "text/plain", one), ("b", "two.bin", "application/octet-stream", two)])
    files = http("POST", base_url + "/graphql", body, {"Content-Type": content_type}).json["data"]["multipleUpload"]
    assert files == [{"name": "one.txt", "size": len(one), "sha256": hashlib.sha256(one).hexdigest()},
                     {"name": "two.bin", "size": len(two), "sha256": hashlib.sha256(two).hexdigest()}]
    body, content_type = multipart(
        [("operations", json.dumps([{"query": "{ hero { name } }"},
                                    {"query": "mutation($f: Upload!) { singleUpload(file: $f) { size } }",
                                     "variables": {"f": None}}])),
         ("map", json.dumps({"0": ["1.variables.f"]}))],
        [("0", "b.bin", "application/octet-stream", two)])
    batch = http("POST", base_url + "/graphql", body, {"Content-Type": content_type}).json
    assert [r["data"] for r in batch] == [{"hero": {"name": "R2-D2"}}, {"singleUpload": {"size": len(two)}}]
    body, content_type = multipart([("operations", "{}"), ("map", json.dumps({"x": ["variables.file"]}))], [])
    assert http("POST", base_url + "/graphql", body, {"Content-Type": content_type}).status == 400


def test_large_response(base_url):
    body = gql(base_url, "{ allCharacters(repeat: 200) { id name friends { name } } }").json
    assert len(body["data"]["allCharacters"]) == 1400


def test_rename_character_until_reset(base_url):
    renamed = gql(base_url, 'mutation { renameCharacter(id: "2001", name: "Artoo") { id name } }').json
    assert renamed["data"]["renameCharacter"] == {"id": "2001", "name": "Artoo"}
    assert gql(base_url, "{ hero { name } }").json["data"] == {"hero": {"name": "Artoo"}}
    assert http("GET", base_url + "/rest/characters/2001").json["name"] == "Artoo"
    assert gql(base_url, 'mutation { renameCharacter(id: "9", name: "x") { id } }').json["data"] == {"renameCharacter": None}
    control(base_url, reset=True)
    assert gql(base_url, "{ hero { name } }").json["data"] == {"hero": {"name": "R2-D2"}}
