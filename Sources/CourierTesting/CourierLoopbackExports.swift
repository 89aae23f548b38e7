// The loopback servers moved to CourierLoopback (which does not link Swift Testing, so apps and
// demo executables can use them); re-exported here so that tests importing CourierTesting keep
// seeing them unchanged.
@_exported public import CourierLoopback
