// Stand-in for the few Combine signatures CourierCombine uses (written from Apple's documentation,
// no implementation), so that scripts/typecheck-bridges can type-check it where Combine is missing.
public protocol Cancellable { func cancel() }
public struct CombineIdentifier: Hashable { public init() {} }
public protocol CustomCombineIdentifierConvertible { var combineIdentifier: CombineIdentifier { get } }
extension CustomCombineIdentifierConvertible where Self: AnyObject { public var combineIdentifier: CombineIdentifier { CombineIdentifier() } }
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible { func request(_ demand: Subscribers.Demand) }
public enum Subscribers {
    public struct Demand: Equatable, Hashable, Sendable {
        public static let unlimited = Demand(max: nil)
        public static let none = Demand(max: 0)
        public static func max(_ value: Int) -> Demand { Demand(max: value) }
        public let max: Int?
    }
    public enum Completion<Failure: Error> { case finished, failure(Failure) }
}
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {}
}
extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher() }
}
