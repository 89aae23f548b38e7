// The rest of this module is generated at build time by CourierCodegenPlugin from
// schema.graphqls and the .graphql files next to it (options in courier.json).
