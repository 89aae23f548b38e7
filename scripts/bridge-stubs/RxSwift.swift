// Stand-in for the few RxSwift 6 signatures RxCourier uses (written from its documentation, no
// implementation), so that scripts/typecheck-bridges can type-check it without fetching RxSwift.
import Dispatch
public typealias RxTimeInterval = DispatchTimeInterval
public protocol Disposable { func dispose() }
public enum Disposables { public static func create(with dispose: @escaping () -> Void) -> any Disposable { fatalError("type-check stub: never runs") } }
public protocol SchedulerType {}
public protocol ObserverType { associatedtype Element; func on(_ event: Event<Element>) }
public enum Event<Element> { case next(Element), error(any Swift.Error), completed }
extension ObserverType {
    public func onNext(_ element: Element) {}
    public func onCompleted() {}
    public func onError(_ error: any Swift.Error) {}
}
public struct AnyObserver<Element>: ObserverType { public func on(_ event: Event<Element>) {} }
public protocol ObservableConvertibleType { associatedtype Element; func asObservable() -> Observable<Element> }
public protocol ObservableType: ObservableConvertibleType {}
public class Observable<Element>: ObservableType {
    public func asObservable() -> Observable<Element> { self }
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> any Disposable) -> Observable<Element> { fatalError("type-check stub: never runs") }
    public static func error(_ error: any Swift.Error) -> Observable<Element> { fatalError("type-check stub: never runs") }
}
extension ObservableType {
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(when notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable) -> Observable<Element> { fatalError("type-check stub: never runs") }
    public func enumerated() -> Observable<(index: Int, element: Element)> { fatalError("type-check stub: never runs") }
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> { fatalError("type-check stub: never runs") }
    public func asSingle() -> Single<Element> { fatalError("type-check stub: never runs") }
}
extension ObservableType where Element: FixedWidthInteger {
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: any SchedulerType) -> Observable<Element> { fatalError("type-check stub: never runs") }
}
public enum SingleTrait {}
public typealias SingleEvent<Element> = Result<Element, any Swift.Error>
public struct PrimitiveSequence<Trait, Element> { public func asObservable() -> Observable<Element> { fatalError("type-check stub: never runs") } }
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>
extension PrimitiveSequence where Trait == SingleTrait {
    public typealias SingleObserver = (SingleEvent<Element>) -> Void
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> any Disposable) -> Single<Element> { fatalError("type-check stub: never runs") }
}
public struct Reactive<Base> { public let base: Base; public init(_ base: Base) { self.base = base } }
public protocol ReactiveCompatible { associatedtype ReactiveBase; var rx: Reactive<ReactiveBase> { get } }
extension ReactiveCompatible { public var rx: Reactive<Self> { Reactive(self) } }
