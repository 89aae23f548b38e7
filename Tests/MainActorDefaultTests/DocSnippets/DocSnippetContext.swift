import Foundation

// The names the guides' snippets use without declaring them, as an app would have them.

/// The app's GraphQL endpoint.
let endpoint = URL(string: "https://example.com/graphql")!
/// The app's WebSocket endpoint for subscriptions.
let webSocketURL = URL(string: "wss://example.com/graphql")!
/// Where the app keeps its SQLite cache.
let cacheFileURL = FileManager.default.temporaryDirectory.appendingPathComponent(
    "courier-doc-snippets-\(UUID().uuidString).sqlite")
/// The signed-in user's token.
let token = "token-from-the-keychain"
