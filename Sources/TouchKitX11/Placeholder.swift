import CX11
/// Placeholder until the X11 layer lands.
enum X11Placeholder {}
