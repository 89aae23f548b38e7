public import Foundation
@preconcurrency public import RxSwift
@preconcurrency public import RxTest

/// Records an Rx sequence's events with RxTest's `TestableObserver`, delivered on a serial
/// queue of its own (the bridges' events arrive on the producing task's thread), and reads them
/// on that queue.
public final class EventRecorder<Element> {
    // `observer` is written only on `queue` (through `observe(on:)`) and read with `queue.sync`.
    /// The queue events are delivered on.
    public let queue = DispatchQueue(label: "EventRecorder")
    /// The scheduler of ``queue``.
    public let scheduler: SerialDispatchQueueScheduler
    private let observer: TestableObserver<Element>
    private var subscription: (any Disposable)?

    /// Creates a recorder that records nothing yet.
    public init() {
        scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "EventRecorder.internal")
        observer = TestScheduler(initialClock: 0).createObserver(Element.self)
    }

    /// Subscribes to `source`; ``dispose()`` ends the subscription.
    /// - Parameter source: The sequence to record.
    public func record(_ source: Observable<Element>) {
        subscription = source.observe(on: scheduler).subscribe(observer)
    }

    /// Ends the subscription.
    public func dispose() { subscription?.dispose() }

    /// The events so far, with RxTest's virtual time stamps (0: the recorder does not advance it).
    public var events: [Recorded<Event<Element>>] { queue.sync { observer.events } }
    /// The elements so far.
    public var elements: [Element] { events.compactMap(\.value.element) }
    /// The error, if the sequence failed.
    public var error: (any Error)? { events.compactMap(\.value.error).first }
    /// Whether the sequence completed.
    public var isCompleted: Bool { events.contains { $0.value.isCompleted } }
    /// Whether the sequence completed or failed.
    public var isStopped: Bool { events.contains { $0.value.isStopEvent } }
}
