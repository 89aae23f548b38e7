"""The Star Wars schema of Tests/GraphQLLanguageTests/Fixtures/starwars/schema.graphqls, type for
type and field for field, with resolvers over `data`. Test-only additions live in `extras.py`;
`check_schema.py` verifies this module still matches the fixture."""

from __future__ import annotations

import asyncio
import base64
from enum import Enum
from typing import Annotated, AsyncGenerator, List, Optional, Union

import strawberry
from strawberry import UNSET
from strawberry.types.unset import UnsetType

from . import data


@strawberry.enum(description="The episodes in the Star Wars trilogy")
class Episode(Enum):
    NEWHOPE = strawberry.enum_value(
        "NEWHOPE", description="Star Wars Episode IV: A New Hope, released in 1977.")
    EMPIRE = strawberry.enum_value(
        "EMPIRE", description="Star Wars Episode V: The Empire Strikes Back, released in 1980.")
    JEDI = strawberry.enum_value(
        "JEDI", description="Star Wars Episode VI: Return of the Jedi, released in 1983.")


@strawberry.enum(description="Units of height")
class LengthUnit(Enum):
    METER = strawberry.enum_value("METER", description="The standard unit around the world")
    FOOT = strawberry.enum_value("FOOT", description="Primarily used in the United States")


def _episode_name(episode: Optional[Episode] | UnsetType) -> Optional[str]:
    return episode.value if isinstance(episode, Episode) else None


def encode_cursor(friend_id: str) -> str:
    """The opaque cursor of a friendship edge: base64 of "friend:<id>"."""
    return base64.b64encode(f"friend:{friend_id}".encode()).decode()


def decode_cursor(cursor: str) -> Optional[str]:
    try:
        text = base64.b64decode(cursor.encode(), validate=True).decode()
    except (ValueError, UnicodeDecodeError):
        return None
    return text[len("friend:"):] if text.startswith("friend:") else None


def make_character(character_id: str) -> Optional["Character"]:
    """The GraphQL object for a human or droid id, or None."""
    if character_id in data.HUMANS:
        return Human.from_record(data.HUMANS[character_id])
    if character_id in data.DROIDS:
        return Droid.from_record(data.DROIDS[character_id])
    return None


def make_friends(friend_ids: List[str]) -> List[Optional["Character"]]:
    return [make_character(i) for i in friend_ids]


def make_connection(friend_ids: List[str], first: Optional[int], after: Optional[str]) -> "FriendsConnection":
    start = 0
    if after:
        after_id = decode_cursor(after)
        if after_id is None or after_id not in friend_ids:
            raise ValueError(f"Invalid cursor: {after}")
        start = friend_ids.index(after_id) + 1
    if first is not None and first < 0:
        raise ValueError("`first` must not be negative")
    end = len(friend_ids) if first is None else min(len(friend_ids), start + first)
    window = friend_ids[start:end]
    return FriendsConnection(
        totalCount=len(friend_ids),
        edges=[FriendsEdge(cursor=strawberry.ID(encode_cursor(i)), node=make_character(i)) for i in window],
        friends=make_friends(window),
        pageInfo=PageInfo(
            startCursor=strawberry.ID(encode_cursor(window[0])) if window else None,
            endCursor=strawberry.ID(encode_cursor(window[-1])) if window else None,
            hasNextPage=end < len(friend_ids),
        ),
    )


def _opt(value):
    return None if value is UNSET else value


@strawberry.interface(description="A character from the Star Wars universe")
class Character:
    id: strawberry.ID = strawberry.field(description="The ID of the character")
    name: str = strawberry.field(description="The name of the character")
    friend_ids: strawberry.Private[List[str]]
    episodes: strawberry.Private[List[str]]

    @strawberry.field(description="The friends of the character, or an empty list if they have none")
    def friends(self) -> Optional[List[Optional["Character"]]]:
        return make_friends(self.friend_ids)

    @strawberry.field(description="The friends of the character exposed as a connection with edges")
    def friendsConnection(self, first: Optional[int] = UNSET,
                          after: Optional[strawberry.ID] = UNSET) -> "FriendsConnection":
        return make_connection(self.friend_ids, _opt(first), _opt(after))

    @strawberry.field(description="The movies this character appears in")
    def appearsIn(self) -> List[Optional[Episode]]:
        return [Episode(e) for e in self.episodes]


@strawberry.type(description="A humanoid creature from the Star Wars universe")
class Human(Character):
    id: strawberry.ID = strawberry.field(description="The ID of the human")
    name: str = strawberry.field(description="What this human calls themselves")
    homePlanet: Optional[str] = strawberry.field(
        description="The home planet of the human, or null if unknown")
    height_meters: strawberry.Private[Optional[float]]
    mass: Optional[float] = strawberry.field(description="Mass in kilograms, or null if unknown")
    starship_ids: strawberry.Private[List[str]]

    @strawberry.field(description="Height in the preferred unit, default is meters")
    def height(self, unit: Optional[LengthUnit] = LengthUnit.METER) -> Optional[float]:
        return data.convert_length(self.height_meters, unit.value if unit else "METER")

    @strawberry.field(description="This human's friends, or an empty list if they have none")
    def friends(self) -> Optional[List[Optional[Character]]]:
        return make_friends(self.friend_ids)

    @strawberry.field(description="The friends of the human exposed as a connection with edges")
    def friendsConnection(self, first: Optional[int] = UNSET,
                          after: Optional[strawberry.ID] = UNSET) -> "FriendsConnection":
        return make_connection(self.friend_ids, _opt(first), _opt(after))

    @strawberry.field(description="The movies this human appears in")
    def appearsIn(self) -> List[Optional[Episode]]:
        return [Episode(e) for e in self.episodes]

    @strawberry.field(description="A list of starships this person has piloted, or an empty list if none")
    def starships(self) -> Optional[List[Optional["Starship"]]]:
        return [Starship.from_record(data.STARSHIPS[i]) for i in self.starship_ids]

    @classmethod
    def from_record(cls, r: dict) -> "Human":
        return cls(id=strawberry.ID(r["id"]), name=r["name"], homePlanet=r["homePlanet"],
                   height_meters=r["height"], mass=r["mass"], friend_ids=r["friends"],
                   episodes=r["appearsIn"], starship_ids=r["starships"])


@strawberry.type(description="An autonomous mechanical character in the Star Wars universe")
class Droid(Character):
    id: strawberry.ID = strawberry.field(description="The ID of the droid")
    name: str = strawberry.field(description="What others call this droid")

    @strawberry.field(description="This droid's friends, or an empty list if they have none")
    def friends(self) -> Optional[List[Optional[Character]]]:
        return make_friends(self.friend_ids)

    @strawberry.field(description="The friends of the droid exposed as a connection with edges")
    def friendsConnection(self, first: Optional[int] = UNSET,
                          after: Optional[strawberry.ID] = UNSET) -> "FriendsConnection":
        return make_connection(self.friend_ids, _opt(first), _opt(after))

    @strawberry.field(description="The movies this droid appears in")
    def appearsIn(self) -> List[Optional[Episode]]:
        return [Episode(e) for e in self.episodes]

    primaryFunction: Optional[str] = strawberry.field(description="This droid's primary function")

    @classmethod
    def from_record(cls, r: dict) -> "Droid":
        return cls(id=strawberry.ID(r["id"]), name=r["name"], friend_ids=r["friends"],
                   episodes=r["appearsIn"], primaryFunction=r["primaryFunction"])


@strawberry.type(description="A connection object for a character's friends")
class FriendsConnection:
    totalCount: Optional[int] = strawberry.field(description="The total number of friends")
    edges: Optional[List[Optional["FriendsEdge"]]] = strawberry.field(
        description="The edges for each of the character's friends.")
    friends: Optional[List[Optional[Character]]] = strawberry.field(
        description="A list of the friends, as a convenience when edges are not needed.")
    pageInfo: "PageInfo" = strawberry.field(description="Information for paginating this connection")


@strawberry.type(description="An edge object for a character's friends")
class FriendsEdge:
    cursor: strawberry.ID = strawberry.field(description="A cursor used for pagination")
    node: Optional[Character] = strawberry.field(
        description="The character represented by this friendship edge")


@strawberry.type(description="Information for paginating this connection")
class PageInfo:
    startCursor: Optional[strawberry.ID]
    endCursor: Optional[strawberry.ID]
    hasNextPage: bool


@strawberry.type(description="Represents a review for a movie")
class Review:
    episode: Optional[Episode] = strawberry.field(description="The movie")
    stars: int = strawberry.field(description="The number of stars this review gave, 1-5")
    commentary: Optional[str] = strawberry.field(description="Comment about the movie")

    @classmethod
    def from_record(cls, r: data.ReviewRecord) -> "Review":
        return cls(episode=Episode(r.episode) if r.episode else None, stars=r.stars,
                   commentary=r.commentary)


@strawberry.input(description="The input object sent when passing in a color")
class ColorInput:
    red: int
    green: int
    blue: int


@strawberry.input(description="The input object sent when someone is creating a new review")
class ReviewInput:
    stars: int = strawberry.field(description="0-5 stars")
    commentary: Optional[str] = strawberry.field(
        default=UNSET, description="Comment about the movie, optional")
    favorite_color: Optional[ColorInput] = strawberry.field(
        default=UNSET, name="favorite_color", description="Favorite color, optional")


@strawberry.type
class Starship:
    id: strawberry.ID = strawberry.field(description="The ID of the starship")
    name: str = strawberry.field(description="The name of the starship")
    length_meters: strawberry.Private[Optional[float]]

    @strawberry.field(description="Length of the starship, along the longest axis")
    def length(self, unit: Optional[LengthUnit] = LengthUnit.METER) -> Optional[float]:
        return data.convert_length(self.length_meters, unit.value if unit else "METER")

    stored_coordinates: strawberry.Private[Optional[List[List[float]]]]

    @strawberry.field
    def coordinates(self) -> Optional[List[List[float]]]:
        return self.stored_coordinates

    @classmethod
    def from_record(cls, r: dict, coordinates=None) -> "Starship":
        return cls(id=strawberry.ID(r["id"]), name=r["name"], length_meters=r["length"],
                   stored_coordinates=coordinates if coordinates is not None else r["coordinates"])


SearchResult = Annotated[Union[Human, Droid, Starship], strawberry.union("SearchResult")]


@strawberry.type(description="The query type, represents all of the entry points into our object graph")
class StarWarsQuery:
    @strawberry.field
    def hero(self, episode: Optional[Episode] = UNSET) -> Optional[Character]:
        return make_character(data.hero_id(_episode_name(episode)))

    @strawberry.field
    def reviews(self, episode: Episode) -> Optional[List[Optional[Review]]]:
        return [Review.from_record(r) for r in data.REVIEWS.for_episode(episode.value)]

    @strawberry.field
    def search(self, text: Optional[str] = UNSET) -> Optional[List[Optional[SearchResult]]]:
        needle = (_opt(text) or "").lower()
        results: list = []
        for r in data.HUMANS.values():
            if needle in r["name"].lower():
                results.append(Human.from_record(r))
        for r in data.DROIDS.values():
            if needle in r["name"].lower():
                results.append(Droid.from_record(r))
        for r in data.STARSHIPS.values():
            if needle in r["name"].lower():
                results.append(Starship.from_record(r))
        return results

    @strawberry.field
    def character(self, id: strawberry.ID) -> Optional[Character]:
        return make_character(str(id))

    @strawberry.field
    def droid(self, id: strawberry.ID) -> Optional[Droid]:
        r = data.DROIDS.get(str(id))
        return Droid.from_record(r) if r else None

    @strawberry.field
    def human(self, id: strawberry.ID) -> Optional[Human]:
        r = data.HUMANS.get(str(id))
        return Human.from_record(r) if r else None

    @strawberry.field
    def starship(self, id: strawberry.ID) -> Optional[Starship]:
        r = data.STARSHIPS.get(str(id))
        return Starship.from_record(r) if r else None

    @strawberry.field
    def starshipCoordinates(self, coordinates: Optional[List[List[float]]] = UNSET) -> Optional[Starship]:
        return Starship.from_record(data.STARSHIPS["3000"], coordinates=_opt(coordinates))


@strawberry.type(description="The mutation type, represents all updates we can make to our data")
class StarWarsMutation:
    @strawberry.mutation
    def createReview(self, *, episode: Optional[Episode] = UNSET, review: ReviewInput) -> Optional[Review]:
        if not 0 <= review.stars <= 5:
            raise ValueError("stars must be between 0 and 5")
        record = data.ReviewRecord(episode=_episode_name(episode), stars=review.stars,
                                   commentary=_opt(review.commentary))
        data.REVIEWS.add(record)
        return Review.from_record(record)


async def review_stream(episode: Optional[str]) -> AsyncGenerator[Optional[Review], None]:
    """Reviews created after the subscription started, for one episode or every episode."""
    queue: asyncio.Queue = asyncio.Queue()
    data.REVIEWS.subscribers.add(queue)
    try:
        while True:
            record = await queue.get()
            if episode is None or record.episode == episode:
                yield Review.from_record(record)
    finally:
        data.REVIEWS.subscribers.discard(queue)


@strawberry.type(description="The subscription type, represents all subscriptions we can make to our data")
class StarWarsSubscription:
    @strawberry.subscription
    async def reviewAdded(self, episode: Optional[Episode] = UNSET) -> AsyncGenerator[Optional[Review], None]:
        async for review in review_stream(_episode_name(episode)):
            yield review
