// XCOPY in Java: each line of the file named by the first argument written to the file named by
// the second (Latin-1 line files, one 8-byte record per line), as xcopy.rs does.
// Usage: java XCopy TRANIN COPYOUT
import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

public final class XCopy {
  public static void main(String[] args) throws IOException {
    try (BufferedReader in = new BufferedReader(new FileReader(args[0], StandardCharsets.ISO_8859_1));
         PrintWriter out = new PrintWriter(args[1], StandardCharsets.ISO_8859_1)) {
      String line;
      while ((line = in.readLine()) != null) out.println(line);
    }
  }
}
