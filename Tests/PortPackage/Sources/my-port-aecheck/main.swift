// The port's own executable: the whole aecheck command line, the port isolated in a worker.
import AECheckCLI
import MyPort

AECheck.main(implementations: [MyAccessEnabler.implementation])
