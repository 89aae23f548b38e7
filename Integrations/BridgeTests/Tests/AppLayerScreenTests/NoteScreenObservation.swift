import BridgeTestSupport
import CourierGraphQL
import CourierViewModels
import Observation

// CourierViewModels.docc/AppLayer.md, "async/await with @Observable" (iOS 17+): keep the two in step.

/// The note screen's model: the note, watched, and its rename action.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
@Observable
final class NoteScreenModel {
    let note: QueryModel<NoteQuery>
    let renaming: MutationModel<RenameNoteMutation, RenameNoteMutation.Data>

    init(client: GraphQLClient, id: String) {
        note = QueryModel(client: client, query: NoteQuery(id: id))
        renaming = MutationModel(client: client)
    }

    /// The text to show.
    var text: String { note.data?.note?.text ?? "" }

    /// The error to show, if any.
    var errorMessage: String? { (note.state.error ?? renaming.state.error).map { "\($0)" } }

    /// Renames the note; the watched query updates from the mutation's answer.
    func rename(to text: String) async {
        await renaming.submit(RenameNoteMutation(id: note.query.id, text: text))
    }
}
// In SwiftUI: Text(model.text).task { await model.note.run() }
//             Button("Rename") { Task { await model.rename(to: draft) } }.disabled(model.renaming.isRunning)
