import TouchKit

/// The keys of a `scroll` view (a `ScrollView`): its content and how it shares touches
/// with that content.
package struct ScrollDescription: Sendable, Equatable {
    /// What `touchesShouldCancel(in:)` answers for every content view.
    package enum CancelAnswer: Sendable, Equatable {
        /// UIKit's default: yes, unless the view is a control.
        case `default`
        case always(Bool)
    }

    /// `contentSize`; nil: the frame's size (nothing to scroll).
    package var contentSize: Size?
    package var delaysContentTouches = true
    package var canCancelContentTouches = true
    package var touchesShouldCancel = CancelAnswer.default
    package var touchesShouldBegin = true

    package init() {}
}
