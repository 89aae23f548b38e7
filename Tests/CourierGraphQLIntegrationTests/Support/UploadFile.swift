import CourierAPI
import CourierGraphQL

/// The Swift type of the schema's `Upload` scalar in the generated code (see
/// ``IntegrationCodegen/options``): a ``GraphQLFile`` wrapped in this module.
///
/// A plain `typealias UploadFile = GraphQLFile` does not compile: generated files import only
/// `CourierAPI`, and with `MemberImportVisibility` they cannot see members declared in
/// `CourierGraphQL`. Until codegen can add imports for custom scalars, the wrapper forwards.
struct UploadFile: CustomScalarType {
    /// The file.
    var file: GraphQLFile

    init(_ file: GraphQLFile) { self.file = file }

    init(jsonValue: JSONValue) throws(GraphQLDecodingError) { file = try GraphQLFile(jsonValue: jsonValue) }

    var __jsonValue: JSONValue { file.__jsonValue }
}
