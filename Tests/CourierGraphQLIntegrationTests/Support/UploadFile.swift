import CourierGraphQL

/// The Swift type of the schema's `Upload` scalar in the generated code (see ``IntegrationCodegen/options``).
typealias UploadFile = GraphQLFile
