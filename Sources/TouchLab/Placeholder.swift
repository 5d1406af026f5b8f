import TouchKit
import TouchKitCairo
import TouchKitX11
/// Placeholder until the lab lands.
public enum LabPlaceholder {}
