/// The reader a generated decoding initializer takes: ``JSONObjectReader`` under a short,
/// `__`-prefixed name (GraphQL reserves `__` names, so no schema type can shadow it).
///
/// Generated selection sets declare `init(from r: __Reader) throws(__DecodingError)`, once per
/// struct; the short spelling keeps the output compact.
public typealias __Reader = JSONObjectReader

/// The error a generated decoding initializer throws: ``GraphQLDecodingError`` under a short,
/// `__`-prefixed name (GraphQL reserves `__` names, so no schema type can shadow it).
public typealias __DecodingError = GraphQLDecodingError
