import BridgeTestSupport
import CourierGraphQL
@preconcurrency import RxCourier
@preconcurrency import RxRelay
@preconcurrency import RxSwift

// CourierViewModels.docc/AppLayer.md, "RxSwift": keep the two in step.

/// An app's own error type, onto which RxSwift apps map what the network layer reports.
enum NetworkError: Error, Equatable {
    /// The server answered with GraphQL errors (their messages).
    case graphQL([String])
    /// No answer arrived (no connection, a timeout).
    case offline
    /// Anything else.
    case other(String)

    init(_ error: any Error) {
        guard let error = error as? GraphQLClientError else {
            self = .other("\(error)")
            return
        }
        switch error.kind {
        case .graphQLErrors: self = .graphQL(error.errors.map(\.message))
        case .transport, .timeout: self = .offline
        default: self = .other(error.description)
        }
    }
}

/// The note screen's view model in the RxSwift style: inputs are relays, outputs observables;
/// an error becomes an element of ``errors`` and `catch` keeps the inputs' streams alive.
final class NoteScreenViewModel {
    // Inputs.
    let load = PublishRelay<String>()
    let rename = PublishRelay<String>()
    // Outputs.
    let text: Observable<String>
    let isLoading: Observable<Bool>
    let errors: Observable<NetworkError>

    init(client: GraphQLClient, scheduler: any SchedulerType) {
        let errors = PublishSubject<NetworkError>()
        let loading = BehaviorRelay(value: false)
        let loaded = load.flatMapLatest { id in
            client.rx.fetchData(query: NoteQuery(id: id), cachePolicy: .fetchIgnoringCacheData)
                .map { $0.note?.text ?? "" }
                .asObservable()
                .do(onSubscribe: { loading.accept(true) }, onDispose: { loading.accept(false) })
                .catch { error in
                    errors.onNext(NetworkError(error))
                    return .empty()
                }
        }
        let renamed = rename.withLatestFrom(load) { text, id in (id, text) }.flatMapLatest { id, text in
            client.rx.performData(mutation: RenameNoteMutation(id: id, text: text))
                .map(\.renameNote.text)
                .asObservable()
                .catch { error in
                    errors.onNext(NetworkError(error))
                    return .empty()
                }
        }
        self.text = Observable.merge(loaded, renamed).observe(on: scheduler).share(replay: 1)
        self.isLoading = loading.asObservable().distinctUntilChanged().observe(on: scheduler)
        self.errors = errors.observe(on: scheduler)
    }
}
