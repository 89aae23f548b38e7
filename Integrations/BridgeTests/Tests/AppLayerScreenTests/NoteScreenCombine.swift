import BridgeTestSupport
import Combine
import CombineBridgeUnderTest
import CourierGraphQL
import CourierViewModels

// CourierViewModels.docc/AppLayer.md, "Combine with ObservableObject" (iOS 15+): keep the two in step.

/// The note screen's model before Observation: `@Published` output derived from the query
/// model's snapshot with a Combine pipeline.
@MainActor
final class NoteScreenObject: ObservableObject {
    let note: PublishedQueryModel<NoteQuery>
    let renaming: PublishedMutationModel<RenameNoteMutation, RenameNoteMutation.Data>
    /// The text to show.
    @Published private(set) var text = ""
    private var subscriptions = Set<AnyCancellable>()

    init(client: GraphQLClient, id: String) {
        note = PublishedQueryModel(client: client, query: NoteQuery(id: id))
        renaming = PublishedMutationModel(client: client)
        note.$snapshot
            .map { $0.state.data?.note?.text ?? "" }
            .removeDuplicates()
            .sink { [weak self] in self?.text = $0 }
            .store(in: &subscriptions)
    }

    /// Renames the note; the watched query updates from the mutation's answer.
    func rename(to text: String) async {
        await renaming.submit(RenameNoteMutation(id: note.query.id, text: text))
    }
}
// In SwiftUI: @StateObject var screen: NoteScreenObject
//             Text(screen.text).task { await screen.note.run() }
