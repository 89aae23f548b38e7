"""A second, independent GraphQL server for Courier's interoperability tests: Ariadne (schema
first, graphql-core) serving the same Star Wars SDL as the Strawberry server
(`IntegrationServer/schema.graphqls`) over HTTP (queries, mutations, uploads) and WebSocket
(graphql-transport-ws and graphql-ws). No fault injection, no /control: only the stock server."""
