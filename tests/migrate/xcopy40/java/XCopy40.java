// XCOPY40 in Java: each 40-character line of the file named by the first argument written to the
// file named by the second with its fields reordered: the name (columns 7-26), the key (1-6), the
// rest (27-40), as xcopy40.rs does. Latin-1 line files, one record per line.
// Usage: java XCopy40 TRANIN COPYOUT
import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

public final class XCopy40 {
  public static void main(String[] args) throws IOException {
    try (BufferedReader in = new BufferedReader(new FileReader(args[0], StandardCharsets.ISO_8859_1));
         PrintWriter out = new PrintWriter(args[1], StandardCharsets.ISO_8859_1)) {
      String line;
      while ((line = in.readLine()) != null) {
        out.println(line.substring(6, 26) + line.substring(0, 6) + line.substring(26, 40));
      }
    }
  }
}
