import CourierAPI
import CourierMockServer

/// The mock server's resolvers over ``StarWarsUniverse``: the fields the tour reads answer with
/// Star Wars data and the mutations change it; every other field is generated from the schema.
enum StarWarsResolvers {
    static func configuration(_ universe: StarWarsUniverse) -> MockServerConfiguration {
        MockServerConfiguration { configuration in
            configuration.resolve("Query.hero") { info in
                universe.character(StarWarsUniverse.heroID(episode: info.arguments["episode"]?.stringValue))
            }
            configuration.resolve("Query.heroWithError") { info in
                throw MockFieldError(
                    "heroWithError always fails (episode: \(info.arguments["episode"]?.stringValue ?? "none"))",
                    extensions: ["code": "INTENTIONAL_ERROR"])
            }
            for field in ["character", "human", "droid"] {
                configuration.resolve("Query.\(field)") { info in
                    guard let id = info.arguments["id"]?.stringValue, let character = universe.character(id) else {
                        return .null
                    }
                    let typename = character["__typename"]?.stringValue
                    if field == "human", typename != "Human" { return .null }
                    if field == "droid", typename != "Droid" { return .null }
                    return character
                }
            }
            configuration.resolve("Query.reviews") { info in
                .array(universe.reviews(episode: info.arguments["episode"]?.stringValue))
            }
            for type in ["Human", "Droid"] {
                configuration.resolve("\(type).friends") { info in
                    guard let id = info.parent["id"]?.stringValue else { return nil }
                    return .array(universe.friends(of: id).compactMap { universe.character($0) })
                }
                configuration.resolve("\(type).friendsConnection") { info in
                    guard let id = info.parent["id"]?.stringValue else { return nil }
                    let first = info.arguments["first"]?.numberValue.map { Int($0.doubleValue) }
                    return try universe.friendsConnection(
                        of: id, first: first, after: info.arguments["after"]?.stringValue)
                }
            }
            configuration.resolve("Mutation.renameCharacter") { info in
                guard let id = info.arguments["id"]?.stringValue, let name = info.arguments["name"]?.stringValue else {
                    return .null
                }
                return universe.rename(id, to: name) ?? .null
            }
            configuration.resolve("Mutation.createReview") { info in
                let review = info.arguments["review"]
                let stars = review?["stars"]?.numberValue.map { Int($0.doubleValue) } ?? 0
                guard (0...5).contains(stars) else {
                    throw MockFieldError("stars must be between 0 and 5, got \(stars)")
                }
                return universe.addReview(
                    episode: info.arguments["episode"]?.stringValue, stars: stars,
                    commentary: review?["commentary"]?.stringValue)
            }
            configuration.subscriptionSources["Subscription.reviewAdded"] = { info in
                universe.reviewFeed(episode: info.arguments["episode"]?.stringValue)
            }
        }
    }
}
