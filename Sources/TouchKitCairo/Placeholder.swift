import CCairo
/// Placeholder until the renderer lands.
enum CairoPlaceholder {}
