// XCOPYD in Java, its standard output as DateCall.java writes it: a PrintStream over
// FileOutputStream(FileDescriptor.out) in a local (unbuffered: each print reaches the output), the
// end line printed with its line end, then the exit status 4 (RETURN-CODE 4). Each line of the
// file named by the first argument is written to the file named by the second (Latin-1 line
// files, one 8-byte record per line).
// Usage: java XCopyD TRANIN COPYOUT
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

public final class XCopyD {
  public static void main(String[] args) throws IOException {
    PrintStream log = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.ISO_8859_1);
    try (BufferedReader in = new BufferedReader(new FileReader(args[0], StandardCharsets.ISO_8859_1));
         PrintWriter out = new PrintWriter(args[1], StandardCharsets.ISO_8859_1)) {
      String line;
      while ((line = in.readLine()) != null) out.println(line);
    }
    log.print("XCOPYD: RECORDS COPIED\n");
    System.exit(4);
  }
}
