"""The server's printed SDL against the Star Wars fixture (no server needed)."""

from __future__ import annotations

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

import check_schema  # noqa: E402


def test_fixture_types_match_and_only_extras_are_added():
    mismatches, additions, _ = check_schema.compare(check_schema.FIXTURE.read_text(), check_schema.server_sdl())
    assert mismatches == []
    assert set(additions) == {
        "Query.heroWithError", "Query.slow", "Query.echoHeader", "Query.allCharacters",
        "Mutation.singleUpload", "Mutation.multipleUpload", "Mutation.renameCharacter",
        "Subscription.count", "Subscription.dropAfter", "Subscription.connectionParam", "Subscription.largeMessage", "Subscription.failAfter",
        "type Upload", "type UploadedFile"}


def test_the_check_catches_a_difference():
    fixture = check_schema.FIXTURE.read_text()
    for original, changed in [("  stars: Int!\n", "  stars: Int\n"),
                              ("height(unit: LengthUnit = METER)", "height(unit: LengthUnit = FOOT)"),
                              ('"""The movie"""', '"""A movie"""'),
                              ("union SearchResult = Human | Droid | Starship", "union SearchResult = Human | Droid")]:
        assert original in fixture
        mismatches, _, _ = check_schema.compare(fixture.replace(original, changed, 1), check_schema.server_sdl())
        assert mismatches, f"no mismatch reported for {changed!r}"


def test_committed_server_sdl_is_current():
    assert check_schema.SERVER_SDL.read_text() == check_schema.server_sdl()
