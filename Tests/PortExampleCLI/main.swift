// The README's "own command line" example, compiled by every build: a port's executable gets the whole
// aecheck command line for its implementations (here the reference stands in for the port).
import AECheckCLI
import ReferenceAccessEnabler

AECheck.main(implementations: [ReferenceAccessEnabler.implementation()])
