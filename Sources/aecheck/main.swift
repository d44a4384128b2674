import AECheckCLI
import AECheckSelfTest

AECheck.runProcess(implementations: [], selfTest: ReferenceSelfTest())
