"""The in-memory Star Wars data and the mutable per-run state (reviews and their subscribers).

The characters are the classic ones from the GraphQL reference implementation's example; heights,
masses and starships follow the usual Apollo example server. Everything here is plain Python so
that the GraphQL and REST layers can share it.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Optional

HUMANS: dict[str, dict] = {
    "1000": {"id": "1000", "name": "Luke Skywalker", "friends": ["1002", "1003", "2000", "2001"],
             "appearsIn": ["NEWHOPE", "EMPIRE", "JEDI"], "homePlanet": "Tatooine",
             "height": 1.72, "mass": 77.0, "starships": ["3001", "3003"]},
    "1001": {"id": "1001", "name": "Darth Vader", "friends": ["1004"],
             "appearsIn": ["NEWHOPE", "EMPIRE", "JEDI"], "homePlanet": "Tatooine",
             "height": 2.02, "mass": 136.0, "starships": ["3002"]},
    "1002": {"id": "1002", "name": "Han Solo", "friends": ["1000", "1003", "2001"],
             "appearsIn": ["NEWHOPE", "EMPIRE", "JEDI"], "homePlanet": None,
             "height": 1.8, "mass": 80.0, "starships": ["3000", "3003"]},
    "1003": {"id": "1003", "name": "Leia Organa", "friends": ["1000", "1002", "2000", "2001"],
             "appearsIn": ["NEWHOPE", "EMPIRE", "JEDI"], "homePlanet": "Alderaan",
             "height": 1.5, "mass": 49.0, "starships": []},
    "1004": {"id": "1004", "name": "Wilhuff Tarkin", "friends": ["1001"],
             "appearsIn": ["NEWHOPE"], "homePlanet": None,
             "height": 1.8, "mass": None, "starships": []},
}

DROIDS: dict[str, dict] = {
    "2000": {"id": "2000", "name": "C-3PO", "friends": ["1000", "1002", "1003", "2001"],
             "appearsIn": ["NEWHOPE", "EMPIRE", "JEDI"], "primaryFunction": "Protocol"},
    "2001": {"id": "2001", "name": "R2-D2", "friends": ["1000", "1002", "1003"],
             "appearsIn": ["NEWHOPE", "EMPIRE", "JEDI"], "primaryFunction": "Astromech"},
}

STARSHIPS: dict[str, dict] = {
    "3000": {"id": "3000", "name": "Millenium Falcon", "length": 34.37,
             "coordinates": [[1.0, 2.0], [3.0, 4.0]]},
    "3001": {"id": "3001", "name": "X-Wing", "length": 12.5, "coordinates": [[5.0, 6.0]]},
    "3002": {"id": "3002", "name": "TIE Advanced x1", "length": 9.2, "coordinates": [[7.0, 8.0]]},
    "3003": {"id": "3003", "name": "Imperial shuttle", "length": 20.0, "coordinates": []},
}

ORIGINAL_NAMES = {i: r["name"] for i, r in {**HUMANS, **DROIDS}.items()}
FEET_PER_METER = 3.28084


def restore_names() -> None:
    """Undoes every `renameCharacter`."""
    for character_id, name in ORIGINAL_NAMES.items():
        (HUMANS.get(character_id) or DROIDS[character_id])["name"] = name


def convert_length(meters: Optional[float], unit: str) -> Optional[float]:
    """Returns `meters` in `unit` ("METER" or "FOOT")."""
    if meters is None:
        return None
    return meters * FEET_PER_METER if unit == "FOOT" else meters


def character_record(character_id: str) -> Optional[dict]:
    """The human or droid record with this id, or None."""
    return HUMANS.get(character_id) or DROIDS.get(character_id)


def hero_id(episode: Optional[str]) -> str:
    """Luke is the hero of The Empire Strikes Back; R2-D2 of every other episode."""
    return "1000" if episode == "EMPIRE" else "2001"


@dataclass
class ReviewRecord:
    episode: Optional[str]
    stars: int
    commentary: Optional[str]


@dataclass
class ReviewStore:
    """The reviews created during this run and the live `reviewAdded` subscribers."""

    reviews: list[ReviewRecord] = field(default_factory=list)
    subscribers: set[asyncio.Queue] = field(default_factory=set)

    def add(self, review: ReviewRecord) -> None:
        self.reviews.append(review)
        for queue in list(self.subscribers):
            queue.put_nowait(review)

    def for_episode(self, episode: Optional[str]) -> list[ReviewRecord]:
        return [r for r in self.reviews if episode is None or r.episode == episode]

    def reset(self) -> None:
        self.reviews.clear()
        restore_names()


REVIEWS = ReviewStore()
