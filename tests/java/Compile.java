// Compile: javac for many small compilations in one JVM (tests/java/pairs.py). Each line of the
// standard input is "OUTDIR<TAB>FILE.java<TAB>FILE.java...", compiled with -g into OUTDIR; the exit
// status is 1 when any compilation failed (javac's errors on standard error).
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

public class Compile {
  public static void main(String[] argv) throws Exception {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
    String line;
    int failed = 0;
    while ((line = in.readLine()) != null) {
      String[] f = line.split("\t");
      List<String> args = new ArrayList<>(Arrays.asList("-g", "-encoding", "UTF-8", "-d", f[0]));
      args.addAll(Arrays.asList(f).subList(1, f.length));
      if (javac.run(null, null, null, args.toArray(new String[0])) != 0) failed++;
    }
    System.exit(failed == 0 ? 0 : 1);
  }
}
