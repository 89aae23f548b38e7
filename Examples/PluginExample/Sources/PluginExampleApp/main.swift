import CourierAPI
import Foundation
import StarWarsAPI

// Decodes a response into the types the plugin generated and reads it through the typed API.
let json = """
    {"hero":{"__typename":"Droid","id":"2001","name":"R2-D2","primaryFunction":"Astromech",
     "friends":[{"__typename":"Human","name":"Luke Skywalker"},{"__typename":"Human","name":"Han Solo"}]}}
    """
do {
    let data = try HeroWithFriendsQuery.Data(jsonValue: try JSONParser.parse(json))
    let summary = data.hero?.fragments.heroSummary
    let friends = data.hero?.friends?.compactMap { $0?.name } ?? []
    print(
        "\(summary?.name ?? "?") (\(summary?.asDroid?.primaryFunction ?? "-")) with \(friends.joined(separator: ", "))")
    let query = HeroNameQuery(episode: .some(.empire))
    print("\(HeroNameQuery.operationName) \(HeroNameQuery.operationIdentifier.prefix(12)) \(query.episode)")
} catch {
    print("error: \(error)")
    exit(1)
}
