import Testing
@testable import TouchLab
